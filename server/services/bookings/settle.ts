/**
 * The moves nobody asks for, which a scheduler would make: a request the supplier left
 * unanswered until its start expires (refunded in full); a picked-up booking past its due
 * time with a penalty left to pay becomes OVER_DUE; a deferred bond is charged once its
 * day (7 days before the start) has come. Nothing runs in the background: they are applied
 * to a booking before anyone reads or acts on it, so every process sees the same facts.
 */
import { and, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm'
import { quoteOverdue } from '../../../shared/domain/booking/overdue.ts'
import { bondChargeableStatuses } from '../../../shared/domain/booking/status.ts'
import { targetsOf } from '../../../shared/domain/booking/transitions.ts'
import type { Db } from '../../db/connect.ts'
import { bookings } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { PaymentProcessor } from '../../ports/payments.ts'
import { processorKey } from '../idempotency.ts'
import { notifyBooking } from '../notifications/booking-events.ts'
import { type Money, takePayment } from '../payments.ts'
import { inTransaction } from '../transactions.ts'
import { currentStatus, type Loaded, loadBooking, pricedItem, quantityOf } from './access.ts'
import { endWithRefund } from './refunds.ts'

/** Money moved by the system for a booking: keys derived from it, so each move happens once. */
export function systemMoney(processor: PaymentProcessor, booking: { id: string; hirerId: string }) {
  const money: Money = {
    processor,
    userId: booking.hirerId,
    key: (purpose) => processorKey(booking.hirerId, `system-${booking.id}`, purpose),
    undo: [],
  }
  return money
}

/** The penalty still to pay for returning late, in cents (0 while not late). */
export function penaltyDueCents(loaded: Loaded, now: Date): number {
  const { booking } = loaded
  const quote = quoteOverdue(
    pricedItem(loaded.item, loaded.prices),
    quantityOf(booking),
    booking.endAt.getTime(),
    now.getTime(),
  )
  return quote ? Math.max(0, quote.totalCents - booking.penaltyPaidCents) : 0
}

async function chargeDeferredBond(tx: Db, money: Money, loaded: Loaded): Promise<void> {
  const { booking } = loaded
  const cents = booking.bondCents - booking.bondPaidCents
  if (cents <= 0 || !booking.cardId) return
  try {
    await takePayment(tx, money, {
      bookingId: booking.id,
      cardId: booking.cardId,
      kind: 'BOND',
      cents,
    })
  } catch (error) {
    // A declined bond is tried again at pick-up, where the hirer can choose another card.
    if (error instanceof HttpError) return
    throw error
  }
  await tx
    .update(bookings)
    .set({ bondPaidCents: booking.bondCents, bondChargeAt: null })
    .where(eq(bookings.id, booking.id))
}

/** Applies what is due to a locked booking and answers it as it now is. */
export async function settle(
  tx: Db,
  processor: PaymentProcessor,
  loaded: Loaded,
  now: Date,
): Promise<Loaded> {
  const { booking } = loaded
  const status = currentStatus(booking)
  const money = systemMoney(processor, booking)
  if (status === 'REQUESTED' && booking.startAt <= now) {
    await endWithRefund(
      tx,
      money,
      booking,
      {
        to: 'EXPIRED',
        cancelledBy: 'supplier',
        tierStatus: status,
        requestedAt: now,
        purpose: 'expire',
      },
      now,
    )
    await notifyBooking(tx, booking, 'BOOKING_EXPIRED')
  } else if (
    status === 'ACTIVE' &&
    booking.endAt < now &&
    penaltyDueCents(loaded, now) > 0 &&
    targetsOf('overdue', status, 'system').includes('OVER_DUE')
  ) {
    await tx
      .update(bookings)
      .set({ status: 'OVER_DUE', updatedAt: now })
      .where(eq(bookings.id, booking.id))
    await notifyBooking(tx, booking, 'OVERDUE')
  }
  if (booking.bondChargeAt && booking.bondChargeAt <= now && status !== 'REQUESTED') {
    await chargeDeferredBond(tx, money, loaded)
  }
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id))
  return { ...loaded, booking: fresh ?? booking }
}

/** Settles every booking of a hirer or supplier that has something due. */
export async function settleDue(
  db: Db,
  processor: PaymentProcessor,
  who: { hirerId?: string; supplierId?: string; bookingId?: string },
  now: Date,
): Promise<void> {
  const whose = who.bookingId
    ? eq(bookings.id, who.bookingId)
    : who.hirerId
      ? eq(bookings.hirerId, who.hirerId)
      : eq(bookings.supplierId, who.supplierId ?? '')
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        whose,
        or(
          and(eq(bookings.status, 'REQUESTED'), lte(bookings.startAt, now)),
          and(eq(bookings.status, 'ACTIVE'), lte(bookings.endAt, now)),
          and(
            isNotNull(bookings.bondChargeAt),
            lte(bookings.bondChargeAt, now),
            gt(bookings.bondCents, bookings.bondPaidCents),
            inArray(bookings.status, bondChargeableStatuses),
          ),
        ),
      ),
    )
    .limit(50)
  for (const { id } of due) {
    await inTransaction(db, async (tx) => settle(tx, processor, await loadBooking(tx, id), now))
  }
}
