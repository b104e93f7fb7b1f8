/**
 * One-time codes, password reset tokens, send rate limits and the sandbox outbox. Codes and
 * tokens are stored only as hashes; times come from the server's clock so tests can move it.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, randomId, singleUse } from './columns.ts'
import { ownedByUser } from './users.ts'

/** Email and SMS codes: only the latest one per purpose and address is ever checked. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    /** verify-email, reset-password, change-email, change-phone */
    purpose: text('purpose').notNull(),
    /** lower-case email or +61… number */
    target: text('target').notNull(),
    userId: ownedByUser(),
    /** sha256 of the row id and the code */
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    ...singleUse(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.purpose, t.target, t.createdAt),
    check('verification_codes_tries', sql`${t.wrongTries} >= 0`),
  ],
)

/** Handed out after a correct forgot-password code; works once, for a short time. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull(),
    userId: ownedByUser(),
    ...singleUse(),
  },
  (t) => [uniqueIndex('reset_tokens_hash_idx').on(t.tokenHash)],
)

/** One row per code sent (or pretended sent) to an address: the resend limits count these. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: randomId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_key_idx').on(t.key, t.createdAt)],
)

/** What the sandbox mail/SMS port "delivered". Never used by a real provider. */
export const outbox = pgTable(
  'outbox',
  {
    id: randomId(),
    toAddress: text('to_address').notNull(),
    /** email or sms */
    channel: text('channel').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.toAddress, t.createdAt)],
)
