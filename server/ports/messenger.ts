/**
 * The mail/SMS port: every email or SMS the product sends goes through `send`. The sandbox
 * implementation writes to the `outbox` table (readable at /sandbox/outbox); a real one
 * hands the message to a provider. Codes are never logged, only delivered.
 */

import type { Db } from '../db/connect.ts'
import { outbox } from '../db/schema.ts'

export interface OutgoingMessage {
  /** lower-case email, or +61… for SMS */
  to: string
  channel: 'email' | 'sms'
  subject: string
  body: string
  /** the one-time code in the body, kept apart so the sandbox outbox can show it */
  code: string | null
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>
}

export function outboxMessenger(db: Db, now: () => Date): Messenger {
  return {
    async send(message) {
      try {
        await db.insert(outbox).values({
          toAddress: message.to,
          channel: message.channel,
          subject: message.subject,
          body: message.body,
          code: message.code,
          createdAt: now(),
        })
      } catch {
        // The database error would quote the query's parameters, the code among them.
        throw new Error('Writing to the sandbox outbox failed')
      }
    },
  }
}
