/** Reading the sandbox outbox: newest first, optionally for one address. */
import { desc, eq } from 'drizzle-orm'
import type { OutboxChannel, OutboxData } from '../../shared/contract/core/sandbox.ts'
import type { Db } from '../db/connect.ts'
import { outbox } from '../db/schema.ts'
import { pagedRows } from './count.ts'

/**
 * Emails are matched in lower case; phone numbers as +61… without spaces. A literal '+' in
 * a query string arrives as a space, so a number without its plus gets it back.
 */
export function outboxAddress(to: string): string {
  const trimmed = to.trim()
  if (trimmed.includes('@')) return trimmed.toLowerCase()
  const number = trimmed.replace(/\s/g, '')
  return /^\d+$/.test(number) ? `+${number}` : number
}

export async function readOutbox(
  db: Db,
  filter: { to?: string; limit: number },
): Promise<OutboxData> {
  const where = filter.to ? eq(outbox.toAddress, outboxAddress(filter.to)) : undefined
  const order = [desc(outbox.createdAt), desc(outbox.id)]
  const { rows, total } = await pagedRows(db, outbox, { where, order }, filter)
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
    total,
  }
}
