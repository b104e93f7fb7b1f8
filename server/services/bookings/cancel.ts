/**
 * Cancelling (spec part 2 section 4, part 3 section 2.8). A hirer withdraws a request the
 * supplier has not answered at once, refunded in full. Otherwise either party asks
 * (PENDING_CANCELATION, remembering the status before) and the other answers: APPROVE
 * cancels with the refund of the tier the request was made in; DECLINE, or a dispute with
 * its reason, puts the booking back where it was.
 */
import { eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingStatusData } from '../../../shared/contract/booking/records.ts'
import type { Db } from '../../db/connect.ts'
import { bookings } from '../../db/schema.ts'
import { badRequest, forbidden } from '../../http/errors.ts'
import { notifyBooking, notifyOther } from '../notifications/booking-events.ts'
import type { Money } from '../payments.ts'
import { currentStatus, type Loaded, nextStatus, type Role, requireRole } from './access.ts'
import { endWithRefund } from './refunds.ts'

interface CancelRequest {
  reason: string
  media: string[]
  requestedBy: 'HIRER' | 'SUPPLIER'
  created: string
}

const asRequester = (role: Role) => (role === 'hirer' ? 'HIRER' : 'SUPPLIER')

export async function requestCancel(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { userId: string; reason: string; media: string[] },
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  const role = requireRole(booking, input.userId)
  const status = currentStatus(booking)
  const request: CancelRequest = {
    reason: input.reason.trim(),
    media: input.media,
    requestedBy: asRequester(role),
    created: now.toISOString(),
  }
  if (role === 'hirer' && status === 'REQUESTED') {
    const to = nextStatus(booking, 'withdraw', role, ['CANCELED'])
    await tx.update(bookings).set({ cancelRequest: request }).where(eq(bookings.id, booking.id))
    const refund = await endWithRefund(
      tx,
      money,
      booking,
      { to, cancelledBy: role, tierStatus: status, requestedAt: now, purpose: 'withdraw' },
      now,
    )
    await notifyBooking(tx, booking, 'BOOKING_CANCELED')
    return { bookingId: booking.id, bookingStatus: to, refund }
  }
  const to = nextStatus(booking, 'requestCancel', role, ['PENDING_CANCELATION'])
  await tx
    .update(bookings)
    .set({
      status: to,
      previousStatus: status,
      cancelRequest: request,
      dispute: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
  await notifyOther(
    tx,
    booking,
    input.userId,
    role === 'hirer' ? 'CANCEL_REQUEST' : 'SUPPLIER_CANCEL_REQUEST',
  )
  return { bookingId: booking.id, bookingStatus: to }
}

/** The pending request and the answering party; 403 for the party that asked. */
function pending(loaded: Loaded, userId: string): { request: CancelRequest; role: Role } {
  const { booking } = loaded
  const role = requireRole(booking, userId)
  const request = booking.cancelRequest as CancelRequest | null
  if (currentStatus(booking) !== 'PENDING_CANCELATION' || !request) {
    throw badRequest(bookingApiMessages.statusRefused)
  }
  if (request.requestedBy === asRequester(role)) throw forbidden(bookingApiMessages.notCounterparty)
  return { request, role }
}

async function restore(tx: Db, loaded: Loaded, role: Role, extra: object, now: Date) {
  const { booking } = loaded
  const previous = (booking.previousStatus ?? 'APPROVED') as BookingStatus
  const to = nextStatus(booking, 'restore', role, [previous])
  await tx
    .update(bookings)
    .set({ status: to, previousStatus: null, updatedAt: now, ...extra })
    .where(eq(bookings.id, booking.id))
  return to
}

export async function answerCancel(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { userId: string; decision: 'APPROVE' | 'DECLINE' },
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  const { request, role } = pending(loaded, input.userId)
  if (input.decision === 'DECLINE') {
    const restored = await restore(tx, loaded, role, {}, now)
    await notifyOther(tx, booking, input.userId, 'CANCEL_DECLINED')
    return { bookingId: booking.id, bookingStatus: restored }
  }
  const to = nextStatus(booking, 'answerCancel', role, ['CANCELED'])
  const refund = await endWithRefund(
    tx,
    money,
    booking,
    {
      to,
      cancelledBy: request.requestedBy === 'SUPPLIER' ? 'supplier' : 'hirer',
      tierStatus: (booking.previousStatus ?? 'APPROVED') as BookingStatus,
      requestedAt: new Date(request.created),
      purpose: 'cancel',
    },
    now,
  )
  await notifyOther(tx, booking, input.userId, 'CANCEL_ACCEPTED')
  return { bookingId: booking.id, bookingStatus: to, refund }
}

/** POST /dispute: the other party refuses the cancel request and says why. */
export async function openDispute(
  tx: Db,
  loaded: Loaded,
  input: { userId: string; description: string },
  now: Date,
): Promise<BookingStatusData> {
  const { role } = pending(loaded, input.userId)
  const dispute = {
    description: input.description.trim(),
    created: now.toISOString(),
    by: asRequester(role),
  }
  const to = await restore(tx, loaded, role, { dispute }, now)
  await notifyOther(tx, loaded.booking, input.userId, 'DISPUTE')
  return { bookingId: loaded.booking.id, bookingStatus: to }
}
