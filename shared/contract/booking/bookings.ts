/**
 * Bookings: checkout, lists, detail, change, cancel, dispute, payments on a booking and the
 * supplier's decisions (spec part 2 sections 3 and 7; part 3 section 7 for
 * PUT /orders/approveOrDecline and the supplier's change decision). Pick-up, return and
 * review bodies are in `booking-reports.ts`, answers in `booking-records.ts`.
 *
 * Money travels as dollars with at most two decimals; shared/domain/booking computes in
 * integer cents and the server recomputes every amount, refusing a body whose amounts
 * differ from its own quote (`bookingApiMessages.priceChanged`). Calls marked
 * `idempotent` take money and accept the `Idempotency-Key` header (see `payments.ts`).
 * The period rules (end after start, times on same-day bookings) are
 * `checkPeriod` in shared/domain/booking/period.ts, which the server applies after these.
 *
 * Other calls of part 2 section 7 live with their area: GET /user/carbon in `carbon.ts`,
 * POST /media-upload and DELETE /media in `media.ts`, cards and credits in `payments.ts`;
 * POST /user/send-chat-Notification belongs to the chat contract.
 */
import { boolean, enums, nullable, object, optional, size, string } from 'superstruct'
import { cardIdField, paymentMethodField } from '../checkout/payments.ts'
import { id, latitude, longitude, queryInt } from '../core/fields.ts'
import { partnerCodeField } from '../partners/partners.ts'
import {
  aliased,
  bookingTypes,
  countField,
  dayField,
  listTypes,
  mediaList,
  minutesField,
  moneyField,
  reasonField,
  ymdField,
} from './fields.ts'

// The calls' paths live in their own module, free of schemas, so a widget that only calls
// them does not load the validation code.
export { bookingCalls, bookingDetailPath, bookingLimits } from './calls.ts'
export {
  type BookingStatus,
  type BookingType,
  bookingStatuses,
  bookingTypes,
  type ListType,
  listTypes,
} from './fields.ts'
export type * from './records.ts'
export * from './reports.ts'

export const bookingListQuery = object({
  type: enums(listTypes),
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, 100)),
  searchKey: optional(size(string(), 0, 100)),
})

export const bookingParams = object({ id: id() })

/** The distance shown on the detail is measured from here, when the user shares it. */
export const bookingDetailQuery = object({
  latitude: optional(latitude()),
  longitude: optional(longitude()),
})

/**
 * POST /booking/checkout (part 2 section 3). Days are epoch ms at the hirer's local midnight
 * of the first and last day, both included; startTime and endTime are minutes from midnight,
 * required on a same-day booking (hourly or half day) and the pick-up and return times
 * otherwise. bookCount (products) or numberOfPeople (experiences) multiplies the hire cost.
 */
export const checkoutBody = object({
  itemId: id(),
  startDate: dayField(),
  endDate: dayField(),
  startTime: optional(nullable(minutesField())),
  endTime: optional(nullable(minutesField())),
  hireCost: moneyField(),
  securityDeposit: moneyField(),
  bond: moneyField(),
  totalCost: moneyField(),
  /** the hirer asks to use a referral credit */
  discountApplied: boolean(),
  cardId: cardIdField(),
  bookingType: enums(bookingTypes),
  instantBooking: boolean(),
  /** standard deposit: half now, half at pick-up */
  isStandardBooking: boolean(),
  paymentMethod: paymentMethodField(),
  bookCount: optional(countField()),
  numberOfPeople: optional(countField()),
  /** the partner whose embed the booking is made from (shared/contract/partners) */
  partner: optional(partnerCodeField()),
})

/** POST /booking/change/request: the new period (start unchanged) and its quoted amounts. */
export const changeRequestBody = object({
  bookingId: id(),
  startDate: ymdField(),
  endDate: ymdField(),
  totalCost: moneyField(),
  securityDeposit: moneyField(),
  hireCost: moneyField(),
})

/** The other party's answer to a change or cancel request; part 3 sends id/status. */
const decisionBody = aliased(
  object({ bookingId: id(), bookingStatus: enums(['APPROVE', 'DECLINE'] as const) }),
  { id: 'bookingId', status: 'bookingStatus' },
)

/** PUT /booking/change/request by the supplier. */
export const changeDecisionBody = decisionBody

/** PUT /booking/cancel-request, by the hirer or the supplier. */
export const cancelRequestBody = object({
  bookingId: id(),
  reason: reasonField(),
  media: optional(mediaList()),
})

/** PUT /booking/cancel/accept-decline: the counterparty accepts (APPROVE) or declines. */
export const cancelDecisionBody = decisionBody

/** POST /dispute; part 3 sends id and desc. */
export const disputeBody = aliased(object({ bookingId: id(), description: reasonField() }), {
  id: 'bookingId',
  desc: 'description',
})

/** Status sent by PUT /orders/approveOrDecline: requests and instant bookings, then changes. */
export const orderDecisions = ['APPROVED', 'DECLINED', 'APPROVE', 'DECLINE'] as const
export type OrderDecision = (typeof orderDecisions)[number]
export const approveOrDeclineBody = aliased(object({ id: id(), status: enums(orderDecisions) }), {
  bookingId: 'id',
  bookingStatus: 'status',
})

/** PUT /booking/confirm-return-item by the supplier; part 3 may send id. */
export const confirmReturnBody = aliased(object({ bookingId: id() }), { id: 'bookingId' })

const paymentFields = { bookingId: id(), cardId: cardIdField() }

/** PUT /items/pickup/payment: the standard booking's balance. */
export const pickUpPaymentBody = object({
  ...paymentFields,
  paymentMethod: paymentMethodField(),
  amount: moneyField(0.01),
})

/** PUT /booking/change-request/payment: the approved change's pending amount. */
export const changePaymentBody = object({
  ...paymentFields,
  paymentMethod: paymentMethodField(),
  amount: moneyField(0.01),
})

/** POST /overdue/charge ('penality' as the spec spells it): the penalty with its 20 percent. */
export const overdueChargeBody = object({
  ...paymentFields,
  penality: moneyField(0.01),
  paymentMethod: optional(paymentMethodField()),
})
