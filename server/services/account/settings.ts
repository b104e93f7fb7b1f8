/** Notification switches: category 1 messages, 2 reminders; type 1 email, 2 push, 3 SMS. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'

const columns = {
  1: { 1: 'messageEmail', 2: 'messagePush', 3: 'messageSms' },
  2: { 1: 'reminderEmail', 2: 'reminderPush', 3: 'reminderSms' },
} as const

export async function setNotificationSwitch(
  db: Db,
  input: { userId: string; category: 1 | 2; type: 1 | 2 | 3; status: boolean },
): Promise<void> {
  const column = columns[input.category][input.type]
  await db
    .update(users)
    .set({ [column]: input.status })
    .where(eq(users.id, input.userId))
}
