/**
 * The hirer's payments on a booking after checkout: a standard booking's second half
 * before pick-up (PUT /items/pickup/payment), the overdue penalty (POST /overdue/charge)
 * and an approved change's pending amount (PUT /booking/change-request/payment).
 * The amount sent must be the one the server computes; anything else is refused.
 */
import { eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingPaymentData } from '../../../shared/contract/booking/records.ts'
import { toCents, toDollars } from '../../../shared/domain/booking/money.ts'
import { pickUpOpen } from '../../../shared/domain/booking/schedule.ts'
import { targetsOf } from '../../../shared/domain/booking/transitions.ts'
import type { Db } from '../../db/connect.ts'
import { bookingChanges, bookings } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { type Money, takePayment } from '../payments.ts'
import { currentStatus, type Loaded, nextStatus, requireRole } from './access.ts'
import { latestChange } from './change.ts'
import { balanceDueCents } from './records.ts'
import { penaltyDueCents } from './settle.ts'

export async function payBalance(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { cardId: string; amount: number },
  now: Date,
): Promise<BookingPaymentData> {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  // The standard payment comes right before pick-up: the same statuses and 24-hour window.
  if (!targetsOf('pickUp', currentStatus(booking), 'hirer').includes('ACTIVE')) {
    throw badRequest(bookingApiMessages.statusRefused)
  }
  const due = balanceDueCents(booking)
  if (due === 0) throw badRequest(bookingApiMessages.nothingToPay)
  if (!pickUpOpen(booking.startAt.getTime(), now.getTime())) {
    throw badRequest(bookingApiMessages.pickUpTooEarly)
  }
  if (toCents(input.amount) !== due) throw badRequest(bookingApiMessages.priceChanged)
  const paymentId = await takePayment(tx, money, {
    bookingId: booking.id,
    cardId: input.cardId,
    kind: 'BALANCE',
    cents: due,
  })
  const paid = booking.paidCents + due
  await tx
    .update(bookings)
    .set({ paidCents: paid, updatedAt: now })
    .where(eq(bookings.id, booking.id))
  return {
    bookingId: booking.id,
    bookingStatus: currentStatus(booking),
    charged: toDollars(due),
    paidAmount: toDollars(paid),
    paymentId,
  }
}

export async function payOverdue(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { cardId: string; penality: number },
  now: Date,
): Promise<BookingPaymentData> {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  if (currentStatus(booking) !== 'OVER_DUE') throw badRequest(bookingApiMessages.notOverdue)
  const to = nextStatus(booking, 'payOverdue', 'hirer', ['ACTIVE'])
  const due = penaltyDueCents(loaded, now)
  if (due === 0) throw badRequest(bookingApiMessages.nothingToPay)
  if (toCents(input.penality) !== due) throw badRequest(bookingApiMessages.priceChanged)
  const paymentId = await takePayment(tx, money, {
    bookingId: booking.id,
    cardId: input.cardId,
    kind: 'OVERDUE',
    cents: due,
  })
  await tx
    .update(bookings)
    .set({ status: to, penaltyPaidCents: booking.penaltyPaidCents + due, updatedAt: now })
    .where(eq(bookings.id, booking.id))
  return {
    bookingId: booking.id,
    bookingStatus: to,
    charged: toDollars(due),
    paidAmount: toDollars(booking.paidCents),
    paymentId,
  }
}

export async function payChange(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { cardId: string; amount: number },
  now: Date,
): Promise<BookingPaymentData> {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  const previous = (booking.previousStatus ?? 'APPROVED') as BookingStatus
  const to = nextStatus(booking, 'payChange', 'hirer', [
    previous === 'ACTIVE' ? 'ACTIVE' : 'APPROVED',
  ])
  const change = await latestChange(tx, booking.id, 'APPROVED')
  if (toCents(input.amount) !== change.pendingCents)
    throw badRequest(bookingApiMessages.priceChanged)
  const paymentId = await takePayment(tx, money, {
    bookingId: booking.id,
    cardId: input.cardId,
    kind: 'CHANGE',
    cents: change.pendingCents,
  })
  await tx.update(bookingChanges).set({ state: 'PAID' }).where(eq(bookingChanges.id, change.id))
  const paid = booking.paidCents + change.pendingCents
  await tx
    .update(bookings)
    .set({ status: to, previousStatus: null, paidCents: paid, updatedAt: now })
    .where(eq(bookings.id, booking.id))
  return {
    bookingId: booking.id,
    bookingStatus: to,
    charged: toDollars(change.pendingCents),
    paidAmount: toDollars(paid),
    paymentId,
  }
}
