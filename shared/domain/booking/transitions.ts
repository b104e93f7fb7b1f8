/**
 * The booking's legal moves, as data (spec part 2 section 4, part 3 section 4): who may
 * move a booking from which statuses to which. The server refuses any other move
 * (`bookingApiMessages.statusRefused`). The hirer's change and cancel moves come from the
 * status table, so the screen and the server never disagree. Facts the table cannot see
 * stay with the caller: that only the counterparty answers a cancel request, that only an
 * instant booking is declined once approved, that a booking is overdue only once picked up.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'
import { bookingStatusTable } from './status.ts'

export type Actor = 'hirer' | 'supplier' | 'system'

export type BookingEvent =
  | 'approve'
  | 'decline'
  | 'withdraw'
  | 'requestCancel'
  | 'answerCancel'
  | 'restore'
  | 'requestChange'
  | 'approveChange'
  | 'declineChange'
  | 'payChange'
  | 'settleChangePayment'
  | 'pickUp'
  | 'return'
  | 'overdue'
  | 'payOverdue'
  | 'confirmReturn'
  | 'missing'
  | 'expire'

export interface TransitionRule {
  event: BookingEvent
  from: readonly BookingStatus[]
  to: readonly BookingStatus[]
  by: readonly Actor[]
}

const statuses = Object.keys(bookingStatusTable) as BookingStatus[]
const where = (test: (status: BookingStatus) => boolean) => statuses.filter(test)

/** Statuses a booking waits in before pick-up, which a settled cancel or change returns to. */
const beforePickUp: BookingStatus[] = ['REQUESTED', 'APPROVED', 'VERIFIED', 'CHANGE_APPROVED']
const awaitingPickUp: BookingStatus[] = ['APPROVED', 'VERIFIED', 'CHANGE_APPROVED']
const cancellable = where((status) => bookingStatusTable[status].cancel)

export const transitionRules: readonly TransitionRule[] = [
  { event: 'approve', from: ['REQUESTED'], to: ['APPROVED'], by: ['supplier'] },
  // an instant booking starts APPROVED and can still be declined by the supplier
  { event: 'decline', from: ['REQUESTED', 'APPROVED'], to: ['DECLINED'], by: ['supplier'] },
  // a request the supplier has not answered is withdrawn at once
  { event: 'withdraw', from: ['REQUESTED'], to: ['CANCELED'], by: ['hirer'] },
  {
    event: 'requestCancel',
    from: cancellable.filter((status) => status !== 'REQUESTED'),
    to: ['PENDING_CANCELATION'],
    by: ['hirer', 'supplier'],
  },
  {
    event: 'answerCancel',
    from: ['PENDING_CANCELATION'],
    to: ['CANCELED'],
    by: ['hirer', 'supplier'],
  },
  // a declined cancel request (or a settled dispute) puts the booking back where it was
  {
    event: 'restore',
    from: ['PENDING_CANCELATION'],
    to: cancellable.filter((status) => status !== 'REQUESTED'),
    by: ['hirer', 'supplier', 'system'],
  },
  {
    event: 'requestChange',
    from: where((status) => bookingStatusTable[status].change),
    to: ['CHANGE_REQUEST'],
    by: ['hirer'],
  },
  {
    event: 'approveChange',
    from: ['CHANGE_REQUEST'],
    to: ['CHANGE_APPROVED', 'ACTIVE', 'PAYMENT_REQUIRED'],
    by: ['supplier'],
  },
  {
    event: 'declineChange',
    from: ['CHANGE_REQUEST'],
    to: ['CHANGE_DECLINED', ...beforePickUp, 'ACTIVE'],
    by: ['supplier'],
  },
  { event: 'restore', from: ['CHANGE_DECLINED'], to: [...beforePickUp, 'ACTIVE'], by: ['system'] },
  // a change-date payment sets the booking to APPROVED (ACTIVE when already picked up);
  // CHANGE_PAYMENT is a payment still being confirmed
  {
    event: 'payChange',
    from: ['PAYMENT_REQUIRED'],
    to: ['APPROVED', 'ACTIVE', 'CHANGE_PAYMENT'],
    by: ['hirer'],
  },
  {
    event: 'settleChangePayment',
    from: ['CHANGE_PAYMENT'],
    to: ['APPROVED', 'ACTIVE', 'PAYMENT_REQUIRED'],
    by: ['system'],
  },
  { event: 'pickUp', from: awaitingPickUp, to: ['ACTIVE'], by: ['hirer'] },
  { event: 'return', from: ['ACTIVE'], to: ['RETRUNED'], by: ['hirer'] },
  {
    event: 'overdue',
    from: ['ACTIVE', 'CHANGE_REQUEST', 'PAYMENT_REQUIRED', 'CHANGE_PAYMENT'],
    to: ['OVER_DUE'],
    by: ['system'],
  },
  { event: 'payOverdue', from: ['OVER_DUE'], to: ['ACTIVE'], by: ['hirer'] },
  { event: 'confirmReturn', from: ['RETRUNED'], to: ['COMPLETED'], by: ['supplier'] },
  { event: 'missing', from: ['OVER_DUE'], to: ['MISSING'], by: ['supplier', 'system'] },
  {
    event: 'expire',
    from: [...beforePickUp, 'CHANGE_REQUEST', 'PAYMENT_REQUIRED', 'CHANGE_PAYMENT'],
    to: ['EXPIRED'],
    by: ['system'],
  },
]

/** Where a booking starts: instant bookings are approved at once. */
export function initialStatus(instant: boolean): BookingStatus {
  return instant ? 'APPROVED' : 'REQUESTED'
}

export function canTransition(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return transitionRules.some(
    (rule) => rule.by.includes(actor) && rule.from.includes(from) && rule.to.includes(to),
  )
}

/** Whether `actor` may do `event` to a booking in `from`, and the statuses it may lead to. */
export function targetsOf(event: BookingEvent, from: BookingStatus, actor: Actor): BookingStatus[] {
  const targets = new Set<BookingStatus>()
  for (const rule of transitionRules) {
    if (rule.event === event && rule.by.includes(actor) && rule.from.includes(from)) {
      for (const to of rule.to) targets.add(to)
    }
  }
  return [...targets]
}

/** Every status `actor` may move a booking in `from` to. */
export function nextStatuses(from: BookingStatus, actor: Actor): BookingStatus[] {
  return statuses.filter((to) => canTransition(from, to, actor))
}
