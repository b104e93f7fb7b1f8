/**
 * Payout bank details: one account per supplier. Only what may be shown (the last three
 * digits of BSB and account) and what the payouts processor needs to find its account is
 * kept here; the full numbers go to the processor (Stripe Connect, or the sandbox's own
 * record below, which stands in for Stripe's side).
 */
import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { at, createdAt, timestamps } from './columns.ts'
import { users } from './users.ts'

export const bankDetails = pgTable('bank_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sandbox or stripe */
  processor: text('processor').notNull(),
  /** the processor's connected account (Stripe: acct_…) */
  accountRef: text('account_ref').notNull(),
  /** the processor's external bank account on it (Stripe: ba_…) */
  externalAccountRef: text('external_account_ref').notNull().default(''),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dobDay: smallint('dob_day').notNull(),
  dobMonth: smallint('dob_month').notNull(),
  dobYear: smallint('dob_year').notNull(),
  line1: text('line1').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  bsbLast3: text('bsb_last3').notNull(),
  accountLast3: text('account_last3').notNull(),
  mcc: text('mcc'),
  url: text('url'),
  /** paths of the uploaded ID document scans, '' until sent */
  documentFront: text('document_front').notNull().default(''),
  documentBack: text('document_back').notNull().default(''),
  ...timestamps(),
})

/**
 * Sandbox payouts processor: the connected accounts it holds, with everything it was sent
 * (the full bank numbers included, as Stripe would hold them). Never read by the API.
 */
export const sandboxPayoutAccounts = pgTable(
  'sandbox_payout_accounts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    details: jsonb('details').notNull(),
    documents: jsonb('documents').notNull().default({}),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('sandbox_payout_accounts_user_idx').on(t.userId)],
)
