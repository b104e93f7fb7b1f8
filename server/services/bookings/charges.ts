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
import { type ChargeKind, type Money, takePayment } from '../payments.ts'
import { currentStatus, type Loaded, nextStatus, requireRole } from './access.ts'
import { latestChange } from './change.ts'
import { balanceDueCents } from './records.ts'
import { penaltyDueCents } from './settle.ts'

/**
 * A payment the hirer makes on their booking, in the caller's transaction: the card and the
 * amount they were shown, sent under the field name its call uses.
 */
type HirerPayment<AmountField extends string> = (
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: { cardId: string } & Record<AmountField, number>,
  now: Date,
) => Promise<BookingPaymentData>

export const payBalance: HirerPayment<'amount'> = async (tx, money, loaded, input, now) => {
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
  const paid = booking.paidCents + due
  return charge(
    tx,
    money,
    booking,
    { ...input, sent: input.amount, kind: 'BALANCE', cents: due },
    {
      status: currentStatus(booking),
      paidCents: paid,
      set: { paidCents: paid, updatedAt: now },
    },
  )
}

export const payOverdue: HirerPayment<'penality'> = async (tx, money, loaded, input, now) => {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  if (currentStatus(booking) !== 'OVER_DUE') throw badRequest(bookingApiMessages.notOverdue)
  const to = nextStatus(booking, 'payOverdue', 'hirer', ['ACTIVE'])
  const due = penaltyDueCents(loaded, now)
  if (due === 0) throw badRequest(bookingApiMessages.nothingToPay)
  return charge(
    tx,
    money,
    booking,
    { ...input, sent: input.penality, kind: 'OVERDUE', cents: due },
    {
      status: to,
      paidCents: booking.paidCents,
      set: { status: to, penaltyPaidCents: booking.penaltyPaidCents + due, updatedAt: now },
    },
  )
}

export const payChange: HirerPayment<'amount'> = async (tx, money, loaded, input, now) => {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  const previous = (booking.previousStatus ?? 'APPROVED') as BookingStatus
  const to = nextStatus(booking, 'payChange', 'hirer', [
    previous === 'ACTIVE' ? 'ACTIVE' : 'APPROVED',
  ])
  const change = await latestChange(tx, booking.id, 'APPROVED')
  const cents = change.pendingCents
  const paid = booking.paidCents + cents
  const answer = await charge(
    tx,
    money,
    booking,
    { ...input, sent: input.amount, kind: 'CHANGE', cents },
    {
      status: to,
      paidCents: paid,
      set: { status: to, previousStatus: null, paidCents: paid, updatedAt: now },
    },
  )
  await tx.update(bookingChanges).set({ state: 'PAID' }).where(eq(bookingChanges.id, change.id))
  return answer
}

/**
 * What every payment here does once its own rules have passed: refuses an amount other than
 * the server's, takes the money, writes the booking's new state and answers with both.
 */
async function charge(
  tx: Db,
  money: Money,
  booking: Loaded['booking'],
  pay: { cardId: string; sent: number; kind: ChargeKind; cents: number },
  after: { status: BookingStatus; paidCents: number; set: Partial<typeof bookings.$inferInsert> },
): Promise<BookingPaymentData> {
  if (toCents(pay.sent) !== pay.cents) throw badRequest(bookingApiMessages.priceChanged)
  const paymentId = await takePayment(tx, money, {
    bookingId: booking.id,
    cardId: pay.cardId,
    kind: pay.kind,
    cents: pay.cents,
  })
  await tx.update(bookings).set(after.set).where(eq(bookings.id, booking.id))
  return {
    bookingId: booking.id,
    bookingStatus: after.status,
    charged: toDollars(pay.cents),
    paidAmount: toDollars(after.paidCents),
    paymentId,
  }
}
