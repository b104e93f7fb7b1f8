/**
 * The hirer's cancel request (spec part 2 sections 2, 4, 5 and 9): the refund the
 * cancellation tiers give, shown before sending, and PUT /booking/cancel-request with the
 * required reason. A request the supplier has not approved yet is withdrawn at once, in
 * full; any other booking waits for the supplier to accept, and the tier is the one of the
 * moment the request is sent.
 */
import { api } from '../../api/client.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { BookingRecord, BookingStatusData } from '../../contract/booking/records.ts'
import { cancellationRefund, type Refund } from '../../domain/booking/cancellation.ts'
import { toCents } from '../../domain/booking/money.ts'
import { startAt } from '../../domain/booking/period.ts'
import { checkReason } from '../../domain/booking/report-form.ts'

export interface RefundPreview extends Refund {
  /** the booking is cancelled as soon as the request is sent (not yet approved) */
  immediate: boolean
  /** what was paid so far: the hire and the bond taken */
  paidCents: number
}

export function refundPreview(booking: BookingRecord, now: number): RefundPreview {
  const paidCents = Math.max(0, toCents(booking.paidAmount))
  const bondPaidCents = booking.bondCharged ? Math.max(0, toCents(booking.bond)) : 0
  const refund = cancellationRefund({
    status: booking.bookingStatus,
    cancelledBy: 'hirer',
    standard: booking.isStandardBooking,
    paidCents,
    bondPaidCents,
    startAt: startAt(booking),
    requestedAt: now,
  })
  return {
    ...refund,
    immediate: booking.bookingStatus === 'REQUESTED',
    paidCents: paidCents + bondPaidCents,
  }
}

/** 'field is required' for an empty reason, else null. */
export const checkCancelReason = (reason: string) => checkReason(reason)

export function sendCancelRequest(bookingId: string, reason: string): Promise<BookingStatusData> {
  return api.put<BookingStatusData>(bookingCalls.cancelRequest.path, {
    auth: 'bearer',
    body: { bookingId, reason: reason.trim(), media: [] },
  })
}
