/**
 * Partner hand-over codes: a visitor signed in inside a widget on a partner's page carries
 * the session to the marketplace (another origin, other storage) with one of these in the
 * URL. Only the sha256 is kept; a code works once, for a minute, and only while the session
 * that asked for it is still valid.
 */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, randomId, singleUse } from './columns.ts'
import { ownedByUser, sessions } from './users.ts'

export const handoverCodes = pgTable(
  'handover_codes',
  {
    id: randomId(),
    codeHash: text('code_hash').notNull(),
    userId: ownedByUser(),
    /** the partner page's session: signing out there voids its unused codes */
    sessionId: ownedBy('session_id', () => sessions.id),
    userType: text('user_type').notNull(),
    ...singleUse(),
  },
  (t) => [
    uniqueIndex('handover_codes_hash_idx').on(t.codeHash),
    index('handover_codes_expires_idx').on(t.expiresAt),
  ],
)

/**
 * Partners: sites that embed the widgets. `code` is what a widget's `partner` attribute
 * carries into the bookings made from that embed; the report key is kept only as its sha256
 * (GET /partners/{code}/bookings, header x-partner-key).
 */
export const partners = pgTable(
  'partners',
  {
    id: randomId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_code_idx').on(t.code),
    uniqueIndex('partners_key_idx').on(t.keyHash),
  ],
)

/** Origins (scheme://host[:port]) whose pages may make signed calls (CORS allowlist). */
export const partnerOrigins = pgTable(
  'partner_origins',
  {
    origin: text('origin').primaryKey(),
    partnerId: ownedBy('partner_id', () => partners.id),
    createdAt: createdAt(),
  },
  (t) => [index('partner_origins_partner_idx').on(t.partnerId)],
)
