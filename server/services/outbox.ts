/** Reading the sandbox outbox: newest first, optionally for one address. */
import { count, desc, eq } from 'drizzle-orm'
import type { OutboxChannel, OutboxData } from '../../shared/contract/sandbox.ts'
import type { Db } from '../db/connect.ts'
import { outbox } from '../db/schema.ts'

/** Emails are matched in lower case; phone numbers as +61… without spaces. */
export function outboxAddress(to: string): string {
  const trimmed = to.trim()
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\s/g, '')
}

export async function readOutbox(
  db: Db,
  filter: { to?: string; limit: number },
): Promise<OutboxData> {
  const where = filter.to ? eq(outbox.toAddress, outboxAddress(filter.to)) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.limit),
    db.select({ n: count() }).from(outbox).where(where),
  ])
  return {
    list: rows.map((row) => ({
      _id: row.id,
      to: row.toAddress,
      channel: row.channel === 'sms' ? 'sms' : ('email' as OutboxChannel),
      subject: row.subject,
      body: row.body,
      code: row.code,
      created: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  }
}
