/**
 * Change requests (spec part 2 sections 4 and 7, part 3): the hirer asks for a later end
 * with the quote of shared/domain (change-quote.ts), which the server recomputes; the
 * supplier approves (the booking takes the new end, which the database checks against the
 * item's units, then PAYMENT_REQUIRED when something is to pay) or declines (the booking
 * goes back where it was). The hirer pays the pending amount with charges.ts.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import { bookingApiMessages, bookingMessages } from '../../../shared/contract/booking/messages.ts'
import type {
  BookingStatusData,
  ChangeRequestData,
} from '../../../shared/contract/booking/records.ts'
import { quoteChange } from '../../../shared/domain/booking/change-quote.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { endAt } from '../../../shared/domain/booking/period.ts'
import { dayOf, ymdIsDay } from '../../../shared/domain/booking/ymd.ts'
import type { Db } from '../../db/connect.ts'
import { changeQuoteColumns } from '../../db/quote-columns.ts'
import { bookingChanges, bookings } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { notifyBooking } from '../notifications/booking-events.ts'
import {
  currentStatus,
  type Loaded,
  nextStatus,
  periodOf,
  pricedItem,
  quantityOf,
  requireRole,
} from './access.ts'
import { holdingUnits, unavailable, unitsFree } from './capacity.ts'
import { toChange } from './records.ts'

export interface ChangeAsk {
  userId: string
  startDate: string
  endDate: string
  hireCost: number
  securityDeposit: number
  totalCost: number
}

export async function requestChange(tx: Db, loaded: Loaded, ask: ChangeAsk, now: Date) {
  const { booking, item, prices } = loaded
  requireRole(booking, ask.userId, 'hirer')
  const status = currentStatus(booking)
  const to = nextStatus(booking, 'requestChange', 'hirer', ['CHANGE_REQUEST'])
  const period = periodOf(booking)
  if (!ymdIsDay(ask.startDate, period.startDate)) throw badRequest(bookingMessages.startDateChanged)
  const newEnd = dayOf(ask.endDate, ask.startDate, period.startDate)
  const result = quoteChange(
    pricedItem(item, prices),
    {
      period,
      quantity: quantityOf(booking),
      hireCents: booking.amountCents,
      securityDepositCents: booking.securityDepositCents,
      totalCents: booking.totalCents,
      bondCents: booking.bondCents,
      standard: booking.isStandard,
      balancePaid: booking.paidCents >= booking.totalCents - booking.bondCents,
    },
    { startDate: period.startDate, endDate: newEnd },
  )
  if (!result.ok) throw badRequest(result.message)
  const { quote } = result
  const sent = [toCents(ask.hireCost), toCents(ask.securityDeposit), toCents(ask.totalCost)]
  if (sent.join() !== [quote.hireCents, quote.securityDepositCents, quote.totalCents].join()) {
    throw badRequest(bookingApiMessages.priceChanged)
  }
  const due = new Date(endAt(quote.period))
  const free = await unitsFree(tx, {
    itemId: item.id,
    start: booking.startAt,
    end: due,
    units: booking.units,
    capacity: item.availableUnits,
    except: booking.id,
  })
  if (!free) throw unavailable()
  // One pending change at a time: a new ask replaces the one the supplier has not answered.
  await tx
    .update(bookingChanges)
    .set({ state: 'DECLINED', decidedAt: now })
    .where(and(eq(bookingChanges.bookingId, booking.id), eq(bookingChanges.state, 'PENDING')))
  const [change] = await tx
    .insert(bookingChanges)
    .values({
      bookingId: booking.id,
      endDate: new Date(newEnd),
      endAt: due,
      ...changeQuoteColumns(quote),
      pendingCents: Math.max(0, quote.pendingCents),
      createdAt: now,
    })
    .returning()
  await tx
    .update(bookings)
    .set({
      status: to,
      previousStatus: status === 'CHANGE_REQUEST' ? booking.previousStatus : status,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
  if (!change) throw new Error('The change request was not stored')
  await notifyBooking(tx, booking, 'CHANGE_REQUEST')
  const data: ChangeRequestData = {
    bookingId: booking.id,
    bookingStatus: to,
    changeRequest: toChange(change, booking),
  }
  return data
}

export async function latestChange(tx: Db, bookingId: string, state: string) {
  const [change] = await tx
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.state, state)))
    .orderBy(desc(bookingChanges.createdAt))
    .limit(1)
  if (!change) throw badRequest(bookingApiMessages.statusRefused)
  return change
}

export async function decideChange(
  tx: Db,
  loaded: Loaded,
  input: { userId: string; decision: 'APPROVE' | 'DECLINE' },
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  requireRole(booking, input.userId, 'supplier')
  const previous = (booking.previousStatus ?? 'APPROVED') as BookingStatus
  const pickedUp = previous === 'ACTIVE'
  if (input.decision === 'DECLINE') {
    const to = nextStatus(booking, 'declineChange', 'supplier', [previous, 'CHANGE_DECLINED'])
    const change = await latestChange(tx, booking.id, 'PENDING')
    await tx
      .update(bookingChanges)
      .set({ state: 'DECLINED', decidedAt: now })
      .where(eq(bookingChanges.id, change.id))
    await tx
      .update(bookings)
      .set({ status: to, previousStatus: null, updatedAt: now })
      .where(eq(bookings.id, booking.id))
    await notifyBooking(tx, booking, 'CHANGE_DECLINED')
    return { bookingId: booking.id, bookingStatus: to }
  }
  const change = await latestChange(tx, booking.id, 'PENDING')
  const wanted: BookingStatus[] =
    change.pendingCents > 0 ? ['PAYMENT_REQUIRED'] : [pickedUp ? 'ACTIVE' : 'CHANGE_APPROVED']
  const to = nextStatus(booking, 'approveChange', 'supplier', wanted)
  await tx
    .update(bookingChanges)
    .set({ state: change.pendingCents > 0 ? 'APPROVED' : 'PAID', decidedAt: now })
    .where(eq(bookingChanges.id, change.id))
  // The new end holds the item's units from now on: the database refuses it if taken.
  await holdingUnits(() =>
    tx
      .update(bookings)
      .set({
        status: to,
        previousStatus: to === 'PAYMENT_REQUIRED' ? previous : null,
        endDate: change.endDate,
        endAt: change.endAt,
        amountCents: change.hireCents,
        securityDepositCents: change.securityDepositCents,
        totalCents: change.totalCents,
        durationType: change.durationType,
        durationCount: change.durationCount,
        durationCostCents: change.durationCostCents,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id)),
  )
  await notifyBooking(tx, booking, 'CHANGE_ACCEPTED')
  return { bookingId: booking.id, bookingStatus: to }
}
