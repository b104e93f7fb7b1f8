/** Social sign-in links, referral credits, identity checks and uploaded media. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, link, randomId } from './columns.ts'
import { ownedByUser, users } from './users.ts'

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: randomId(),
    userId: ownedByUser(),
    /** google or facebook */
    provider: text('provider').notNull(),
    socialId: text('social_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_idx').on(t.provider, t.socialId),
    index('social_accounts_user_idx').on(t.userId),
  ],
)

/** A credit earned by the referrer when someone signs up with their code. */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: randomId(),
    userId: ownedByUser(),
    referredUserId: link('referred_user_id', () => users.id, 'set null'),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_credits_user_idx').on(t.userId, t.createdAt),
    check('referral_credits_amount', sql`${t.amountCents} > 0`),
  ],
)

/** Sandbox digital ID checks: the profile accepts each one once, for its own user. */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: randomId(),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    transactionId: text('transaction_id').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identity_checks_transaction_idx').on(t.transactionId)],
)

/** Files users uploaded, so only their owner may use or delete them. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: randomId(),
    userId: ownedByUser(),
    /** `<uuid>.<ext>`: the storage key under uploads/ */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_uploads_file_idx').on(t.fileName),
    index('media_uploads_user_idx').on(t.userId),
    /** the sweep of uploads never attached reads the oldest first */
    index('media_uploads_created_idx').on(t.createdAt),
    check('media_uploads_size', sql`${t.sizeBytes} >= 0`),
  ],
)
