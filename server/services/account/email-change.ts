/** The new email becomes the account's once the code sent to it comes back. */
import { eq } from 'drizzle-orm'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'
import { isUniqueViolation } from '../transactions.ts'
import { redeemCode } from './codes.ts'

export async function confirmEmailChange(
  db: Db,
  input: { userId: string; email: string; otp: string },
  now: Date,
): Promise<void> {
  const target = {
    purpose: 'change-email',
    target: input.email,
    otp: input.otp,
    userId: input.userId,
  } as const
  try {
    await redeemCode(db, target, now, async (tx) => {
      await tx.update(users).set({ email: input.email }).where(eq(users.id, input.userId))
    })
  } catch (error) {
    // Someone signed up with the address since the code was sent.
    if (isUniqueViolation(error, 'users_email_type_idx')) throw conflict(messages.emailExists)
    throw error
  }
}
