/**
 * The mail/SMS port: every email or SMS the product sends goes through `send`, worded by
 * services/messages/templates.ts. The sandbox implementation writes to the `outbox` table
 * (readable at /sandbox/outbox); with SMTP or an SMS provider configured, `routedMessenger`
 * hands each channel to its provider (smtp-messenger.ts, sms-messenger.ts). Codes are never
 * logged, only delivered.
 */

import type { Db } from '../db/connect.ts'
import { outbox } from '../db/schema.ts'

export interface OutgoingMessage {
  /** lower-case email, or +61… for SMS */
  to: string
  channel: 'email' | 'sms'
  /** '' for SMS */
  subject: string
  /** the plain-text body (the whole message, for SMS) */
  text: string
  /** the HTML body of an email; null for SMS */
  html: string | null
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
          body: message.text,
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

/** Email to one messenger, SMS to another (a provider each, or the outbox). */
export function routedMessenger(channels: { email: Messenger; sms: Messenger }): Messenger {
  return {
    send: (message) => channels[message.channel].send(message),
  }
}
