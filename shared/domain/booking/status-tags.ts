/**
 * The status tag's text of each booking status (spec part 2 section 4), apart from the
 * status table so a screen that only shows tags (the supplier's order cards) does not load
 * the table's rules and wording. `status.ts` builds its rows from these.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'

export const statusTags: Readonly<Record<BookingStatus, string>> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  VERIFIED: 'Verified',
  ACTIVE: 'Active',
  OVER_DUE: 'Overdue',
  PAYMENT_REQUIRED: 'Payment Required',
  PENDING_CANCELATION: 'Pending Cancellation',
  CHANGE_REQUEST: 'Change Requested',
  CHANGE_APPROVED: 'Change Approved',
  CHANGE_PAYMENT: 'Change Payment',
  CHANGE_DECLINED: 'Change Declined',
  RETRUNED: 'Returned',
  MISSING: 'Missing',
  CANCELED: 'Cancelled',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
}

/** The tag of a status; an unknown status reads as itself. */
export const statusTag = (status: string): string => statusTags[status as BookingStatus] ?? status
