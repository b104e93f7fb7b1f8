/**
 * Bookings, their change requests and the review tags hirers pick from. Money in integer
 * cents. Days are the hirer's local midnights (first and last day, both included); start_at
 * and end_at are the instants the hire starts and is due back, which availability reads.
 * A trigger in the database (server/README.md, 'Availability') refuses any write that would
 * hold more units of an item than it has at some instant.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { at, createdAt, link, ownedBy, randomId, refersTo, timestamps } from './columns.ts'
import { items } from './items.ts'
import { cards } from './payments.ts'
import { users } from './users.ts'

/**
 * Bookings waiting for their supplier: a request, a change request, a return to confirm,
 * or a cancellation the hirer asked for. The awaiting badge counts these every 5 seconds,
 * through the partial index below, whose predicate this is (keep the two identical).
 */
export const awaitingSupplier = sql.raw(
  `(status in ('REQUESTED', 'CHANGE_REQUEST', 'RETRUNED') or (status = 'PENDING_CANCELATION' and cancel_request->>'requestedBy' = 'HIRER'))`,
)
const cents = (name: string) => integer(name).notNull().default(0)

export const bookings = pgTable(
  'bookings',
  {
    id: randomId(),
    itemId: refersTo('item_id', () => items.id),
    hirerId: refersTo('hirer_id', () => users.id),
    /** the item's supplier when booked: who answers requests and is paid */
    supplierId: refersTo('supplier_id', () => users.id),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** units held: a product's bookCount, 1 for an experience */
    units: integer('units').notNull().default(1),
    status: text('status').notNull(),
    /** the hire cost (what "last hired" shows), discount not taken off */
    amountCents: integer('amount_cents').notNull(),
    bookingType: text('booking_type').notNull().default('NON_INSTANT'),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    /** minutes from midnight: same-day hours, else pick-up and return times */
    startTime: smallint('start_time'),
    endTime: smallint('end_time'),
    numberOfPeople: integer('number_of_people'),
    durationType: smallint('duration_type').notNull().default(1),
    durationCount: doublePrecision('duration_count').notNull().default(1),
    durationCostCents: cents('duration_cost_cents'),
    securityDepositCents: cents('security_deposit_cents'),
    bondCents: cents('bond_cents'),
    discountCents: cents('discount_cents'),
    totalCents: cents('total_cents'),
    isStandard: boolean('is_standard').notNull().default(false),
    discountApplied: boolean('discount_applied').notNull().default(false),
    cardId: link('card_id', () => cards.id, 'set null'),
    /** the hire charged so far (bond, penalties and tip apart), before refunds */
    paidCents: cents('paid_cents'),
    bondPaidCents: cents('bond_paid_cents'),
    /** a bond deferred because the booking was more than 7 days away */
    bondChargeAt: at('bond_charge_at'),
    refundedCents: cents('refunded_cents'),
    bondRefundedCents: cents('bond_refunded_cents'),
    penaltyPaidCents: cents('penalty_paid_cents'),
    tipCents: cents('tip_cents'),
    tipCardId: link('tip_card_id', () => cards.id, 'set null'),
    /** where a pending cancel or change request returns the booking */
    previousStatus: text('previous_status'),
    pickedUpAt: at('picked_up_at'),
    returnedAt: at('returned_at'),
    /** { media, damaged, description } */
    pickupReport: jsonb('pickup_report'),
    returnReport: jsonb('return_report'),
    /** { reason, media, requestedBy, created } */
    cancelRequest: jsonb('cancel_request'),
    /** { description, created, by } */
    dispute: jsonb('dispute'),
    /** the partner whose embed the booking was made from (partners.code), else null */
    partnerCode: text('partner_code'),
    ...timestamps(),
  },
  (t) => [
    index('bookings_item_period_idx').on(t.itemId, t.startAt, t.endAt),
    index('bookings_hirer_idx').on(t.hirerId),
    index('bookings_supplier_idx').on(t.supplierId, t.startAt),
    // Bookings overlapping a searched period, across items: those ending after its start
    // (history, however long, is skipped), then starting before its end.
    index('bookings_overlap_idx').on(t.endAt, t.startAt),
    index('bookings_partner_idx')
      .on(t.partnerCode, t.createdAt)
      .where(sql`partner_code is not null`),
    index('bookings_awaiting_idx').on(t.supplierId, t.status, t.startAt).where(awaitingSupplier),
    check('bookings_period', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_days', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_units', sql`${t.units} >= 1`),
    check('bookings_amount', sql`${t.amountCents} >= 0`),
    check(
      'bookings_money',
      sql`least(${t.durationCostCents}, ${t.securityDepositCents}, ${t.bondCents}, ${t.discountCents}, ${t.totalCents}, ${t.paidCents}, ${t.bondPaidCents}, ${t.refundedCents}, ${t.bondRefundedCents}, ${t.penaltyPaidCents}, ${t.tipCents}) >= 0`,
    ),
    check(
      'bookings_refunds',
      sql`${t.refundedCents} <= ${t.paidCents} and ${t.bondRefundedCents} <= ${t.bondPaidCents}`,
    ),
  ],
)

/** A hirer's request to move a booking's end, with its quote; one PENDING at a time. */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: randomId(),
    bookingId: ownedBy('booking_id', () => bookings.id),
    endDate: at('end_date').notNull(),
    endAt: at('end_at').notNull(),
    durationType: smallint('duration_type').notNull(),
    durationCount: doublePrecision('duration_count').notNull(),
    durationCostCents: integer('duration_cost_cents').notNull(),
    hireCents: integer('hire_cents').notNull(),
    securityDepositCents: integer('security_deposit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** what the hirer pays once approved */
    pendingCents: integer('pending_cents').notNull(),
    /** PENDING, APPROVED, DECLINED or PAID */
    state: text('state').notNull().default('PENDING'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId, t.createdAt),
    check(
      'booking_changes_money',
      sql`least(${t.hireCents}, ${t.securityDepositCents}, ${t.totalCents}, ${t.pendingCents}) >= 0`,
    ),
  ],
)

export const reviewTags = pgTable('review_tags', {
  id: randomId(),
  name: text('name').notNull(),
  /** POSITIVE or NEGATIVE */
  kind: text('kind').notNull(),
})
