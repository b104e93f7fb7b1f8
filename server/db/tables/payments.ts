/**
 * Money: saved cards, the ledger of every charge and refund on a booking, referral credits
 * spent, idempotency keys of payment calls, and the sandbox processor's own records (what
 * Stripe would keep on its side). Amounts are integer cents, always positive.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { referralCredits } from './account-links.ts'
import { bookings } from './bookings.ts'
import { at, createdAt, link, ownedBy, randomId, refersTo } from './columns.ts'
import { ownedByUser, users } from './users.ts'

/** The processor (sandbox or stripe) that holds a record, and the record's id there. */
const heldBy = () => ({
  processor: text('processor').notNull(),
  processorRef: text('processor_ref').notNull(),
})

/** What may be shown of a card, kept by the marketplace and the sandbox processor alike. */
const cardFace = () => ({
  name: text('name').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
})

/** A saved card: the processor's payment method and what may be shown of it. */
export const cards = pgTable(
  'cards',
  {
    id: randomId(),
    userId: ownedByUser(),
    ...heldBy(),
    ...cardFace(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('cards_processor_ref_idx').on(t.processor, t.processorRef),
    check('cards_expiry', sql`${t.expMonth} between 1 and 12`),
  ],
)

/** The processor's customer for a user (Stripe: cus_…), created with the first card. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: ownedByUser(),
    processor: text('processor').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processor] })],
)

/**
 * Every money movement on a booking. kind: CHECKOUT, BALANCE (a standard booking's second
 * half), BOND (a deferred bond), CHANGE, OVERDUE, TIP, or REFUND (of `refund_of`).
 */
export const payments = pgTable(
  'payments',
  {
    id: randomId(),
    bookingId: refersTo('booking_id', () => bookings.id),
    userId: refersTo('user_id', () => users.id),
    cardId: link('card_id', () => cards.id, 'set null'),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ...heldBy(),
    refundOf: uuid('refund_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    check('payments_amount', sql`${t.amountCents} > 0`),
  ],
)

/** A referral credit spent as a booking's discount: once, enforced by the primary key. */
export const creditUses = pgTable('credit_uses', {
  creditId: uuid('credit_id')
    .primaryKey()
    .references(() => referralCredits.id, { onDelete: 'cascade' }),
  bookingId: ownedBy('booking_id', () => bookings.id),
  createdAt: createdAt(),
})

/**
 * Idempotency-Key of payment calls, per user, kept 24 hours: PENDING while the first call
 * runs, then DONE with the answer every retry gets back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedByUser(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('PENDING'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /** when the running call took the key; a stale lock is taken over */
    lockedAt: at('locked_at').notNull().defaultNow(),
    /** the running call's own mark: only it may complete or release the key */
    lockId: uuid('lock_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
)

/**
 * Sandbox processor: cards its tokeniser has seen. A token is spent once, when the card is
 * saved; the saved card is then known by its payment method id.
 */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull(),
    paymentMethod: text('payment_method'),
    customer: uuid('customer'),
    ...cardFace(),
    /** a test number whose charges are declined */
    declinesCharges: boolean('declines_charges').notNull().default(false),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('sandbox_cards_token_idx').on(t.tokenHash),
    uniqueIndex('sandbox_cards_method_idx').on(t.paymentMethod),
  ],
)

/** Sandbox processor: its charges and refunds, deduplicated by idempotency key as Stripe's. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    /** charge or refund */
    kind: text('kind').notNull(),
    customer: uuid('customer').notNull(),
    paymentMethod: text('payment_method'),
    chargeId: text('charge_id'),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_key_idx').on(t.idempotencyKey),
    index('sandbox_charges_customer_idx').on(t.customer, t.createdAt),
    check('sandbox_charges_amount', sql`${t.amountCents} > 0`),
  ],
)
