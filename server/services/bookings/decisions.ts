/**
 * PUT /orders/approveOrDecline (spec part 3): the supplier accepts (APPROVED) or declines
 * (DECLINED) a request, or declines an instant booking, which starts approved; a decline
 * refunds everything. APPROVE and DECLINE answer a change request instead.
 */
import { eq } from 'drizzle-orm'
import type { OrderDecision } from '../../../shared/contract/booking/bookings.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingStatusData } from '../../../shared/contract/booking/records.ts'
import type { Db } from '../../db/connect.ts'
import { bookings } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { notifyBooking } from '../notifications/booking-events.ts'
import type { Money } from '../payments.ts'
import { currentStatus, type Loaded, nextStatus, requireRole } from './access.ts'
import { decideChange } from './change.ts'
import { endWithRefund } from './refunds.ts'

export async function decideOrder(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { userId: string; decision: OrderDecision },
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  requireRole(booking, input.userId, 'supplier')
  if (input.decision === 'APPROVE' || input.decision === 'DECLINE') {
    return decideChange(tx, loaded, { userId: input.userId, decision: input.decision }, now)
  }
  const status = currentStatus(booking)
  if (input.decision === 'APPROVED') {
    const to = nextStatus(booking, 'approve', 'supplier', ['APPROVED'])
    await tx.update(bookings).set({ status: to, updatedAt: now }).where(eq(bookings.id, booking.id))
    await notifyBooking(tx, booking, 'BOOKING_APPROVED')
    return { bookingId: booking.id, bookingStatus: to }
  }
  // Once approved, only an instant booking (approved by no one) can still be declined.
  if (status === 'APPROVED' && booking.bookingType !== 'INSTANT') {
    throw badRequest(bookingApiMessages.statusRefused)
  }
  const to = nextStatus(booking, 'decline', 'supplier', ['DECLINED'])
  const refund = await endWithRefund(
    tx,
    money,
    booking,
    { to, cancelledBy: 'supplier', tierStatus: status, requestedAt: now, purpose: 'decline' },
    now,
  )
  await notifyBooking(tx, booking, 'BOOKING_DECLINED')
  return { bookingId: booking.id, bookingStatus: to, refund }
}
