/**
 * The booking status table (spec part 2 section 4), one row per status: the tag, the main
 * button of the detail and the list card, and whether change and cancel are offered.
 * Widgets read it to draw buttons; `transitions.ts` derives the hirer's change and cancel
 * moves from it, so the server refuses what the screen does not offer.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'
import { bookingLabels as label } from '../../contract/booking/messages.ts'
import { statusTags as tag } from './status-tags.ts'

/** Where the main button leads (the spec's routes in brackets). */
export type BookingAction =
  /** standard payment when a standard booking's balance is due, else confirm pick-up */
  | 'pickUp'
  /** return wizard (/booking/confirm) */
  | 'return'
  /** overdue terms, then the delay summary (/booking/delayInReturn) */
  | 'overdue'
  /** the approved change's payment (/booking/ChangeRequestPayment) */
  | 'changePayment'

export type TagStyle = 'requested' | 'approved' | 'notVerified'

export interface StatusButton {
  label: string
  /** false: shown disabled whatever the time */
  enabled: boolean
  action: BookingAction | null
}

export interface StatusRow {
  /** the status tag's text */
  tag: string
  tagStyle: TagStyle
  /** the detail's main button; null when none is shown */
  button: StatusButton | null
  /** the list card's button; null when the card has none */
  listButton: StatusButton | null
  change: boolean
  cancel: boolean
  list: 'current' | 'history'
  /** the booking still holds its units (availability, the capacity trigger) */
  holdsUnits: boolean
  /** the item counts as hired (revenue, last hired, carbon points) */
  hired: boolean
  /** the hire is over: either side may review the other */
  reviewable: boolean
  /** a bond still unpaid may be charged (about 7 days before the start) */
  bondChargeable: boolean
}

type RowExtras = Partial<
  Pick<
    StatusRow,
    'change' | 'cancel' | 'list' | 'holdsUnits' | 'hired' | 'reviewable' | 'bondChargeable'
  >
>

const none = (text: string): StatusButton => ({ label: text, enabled: false, action: null })
const act = (text: string, action: BookingAction): StatusButton => ({
  label: text,
  enabled: true,
  action,
})

const pickUp = act(label.pickUp, 'pickUp')
const payChange = act(label.payment, 'changePayment')

function row(
  tag: string,
  button: StatusButton | null,
  extras: RowExtras = {},
  listButton: StatusButton | null = null,
  tagStyle: TagStyle = 'requested',
): StatusRow {
  return {
    tag,
    tagStyle,
    button,
    listButton,
    change: extras.change ?? false,
    cancel: extras.cancel ?? false,
    list: extras.list ?? 'current',
    holdsUnits: extras.holdsUnits ?? true,
    hired: extras.hired ?? true,
    reviewable: extras.reviewable ?? false,
    bondChargeable: extras.bondChargeable ?? false,
  }
}

const history = { list: 'history' } as const
/** Ended without a hire: no units held, nothing hired. */
const noHire = { list: 'history', holdsUnits: false, hired: false } as const
const bookedAhead = { change: true, cancel: true, bondChargeable: true } as const

export const bookingStatusTable: Readonly<Record<BookingStatus, StatusRow>> = {
  REQUESTED: row(tag.REQUESTED, none(label.awaitingApproval), {
    change: true,
    cancel: true,
    hired: false,
  }),
  APPROVED: row(tag.APPROVED, pickUp, bookedAhead, pickUp, 'approved'),
  // Seen in older records: approved and verified; treated as APPROVED.
  VERIFIED: row(tag.VERIFIED, pickUp, bookedAhead, pickUp, 'approved'),
  ACTIVE: row(
    tag.ACTIVE,
    act(label.returnItem, 'return'),
    { change: true },
    act(label.returnShort, 'return'),
    'approved',
  ),
  OVER_DUE: row(tag.OVER_DUE, act(label.payment, 'overdue'), {}, act(label.payment, 'overdue')),
  PAYMENT_REQUIRED: row(tag.PAYMENT_REQUIRED, payChange, { cancel: true, hired: false }, payChange),
  PENDING_CANCELATION: row(tag.PENDING_CANCELATION, none(label.cancellationRequested)),
  CHANGE_REQUEST: row(tag.CHANGE_REQUEST, none(label.changeRequested), bookedAhead),
  CHANGE_APPROVED: row(
    tag.CHANGE_APPROVED,
    pickUp,
    { cancel: true, bondChargeable: true },
    pickUp,
    'approved',
  ),
  CHANGE_PAYMENT: row(tag.CHANGE_PAYMENT, none(label.awaitingApproval), { cancel: true }),
  CHANGE_DECLINED: row(tag.CHANGE_DECLINED, none(label.requestDeclined)),
  RETRUNED: row(
    tag.RETRUNED,
    none(label.returned),
    { ...history, holdsUnits: false, reviewable: true },
    null,
    'notVerified',
  ),
  // A missing item is still out: its units stay taken.
  MISSING: row(tag.MISSING, none('Missing'), history),
  CANCELED: row(tag.CANCELED, none('Cancelled'), noHire),
  DECLINED: row(tag.DECLINED, none('Declined'), noHire),
  COMPLETED: row(tag.COMPLETED, none('Completed'), {
    ...history,
    holdsUnits: false,
    reviewable: true,
  }),
  EXPIRED: row(tag.EXPIRED, none('Expired'), noHire),
}

/** The row of a status; unknown statuses read as a disabled, requested-style booking. */
export function statusRow(status: string): StatusRow {
  return (
    bookingStatusTable[status as BookingStatus] ?? row(status, none(status), {}, null, 'requested')
  )
}

/** The statuses whose row passes `test`, in the table's order. */
export function statusesWhere(test: (row: StatusRow) => boolean): BookingStatus[] {
  return (Object.keys(bookingStatusTable) as BookingStatus[]).filter((status) =>
    test(bookingStatusTable[status]),
  )
}

/** Statuses of the hirer's Current or History list. */
export function statusesOfList(list: 'current' | 'history'): BookingStatus[] {
  return statusesWhere((row) => row.list === list)
}

/** Bookings that no longer hold units (the capacity trigger lists the same, tested). */
export const releasedStatuses = statusesWhere((row) => !row.holdsUnits)
/** Bookings that never became a hire. */
export const notHiredStatuses = statusesWhere((row) => !row.hired)
/** Bookings either side may review. */
export const reviewableStatuses = statusesWhere((row) => row.reviewable)
/** Bookings whose unpaid bond may be charged ahead of the start. */
export const bondChargeableStatuses = statusesWhere((row) => row.bondChargeable)
