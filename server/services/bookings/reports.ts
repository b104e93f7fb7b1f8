/**
 * Pick-up and return (spec part 2 sections 3 to 5) and the supplier's confirmation of the
 * return (part 3). Reports follow checkReport of shared/domain: a photo for products, a
 * description when damage is declared. Pick-up opens 24 hours before the start, after a
 * standard booking's second half is paid; a deferred bond not yet taken is charged then.
 * The return may carry the review and a tip; the confirmed return gives the bond back.
 */
import { eq } from 'drizzle-orm'
import { bookingApiMessages, bookingMessages } from '../../../shared/contract/booking/messages.ts'
import type {
  BookingPaymentData,
  BookingStatusData,
} from '../../../shared/contract/booking/records.ts'
import type { ItemKindCode } from '../../../shared/contract/catalogue/catalogue.ts'
import { toCents, toDollars } from '../../../shared/domain/booking/money.ts'
import { checkReport, damageText } from '../../../shared/domain/booking/report-form.ts'
import { pickUpOpen } from '../../../shared/domain/booking/schedule.ts'
import type { Db } from '../../db/connect.ts'
import { bookings } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { listCards } from '../cards.ts'
import { notifyBooking } from '../notifications/booking-events.ts'
import { type Money, refundBooking, takePayment } from '../payments.ts'
import { type Loaded, nextStatus, requireRole } from './access.ts'
import { balanceDueCents } from './records.ts'
import { type ReviewInput, writeReview } from './reviews.ts'

export interface ReportInput {
  damaged: boolean
  damageDescription: string
  /** media paths of the caller's own uploads */
  media: string[]
}

function checked(loaded: Loaded, report: ReportInput) {
  const draft = {
    itemCategoryType: loaded.item.itemCategoryType as ItemKindCode,
    media: report.media,
    damaged: report.damaged,
    damageDescription: report.damageDescription,
  }
  const problems = checkReport(draft)
  const problem = problems.media ?? problems.damageDescription
  if (problem) throw badRequest(problem)
  return { media: report.media, damaged: report.damaged, description: damageText(draft) }
}

export async function pickUp(
  tx: Db,
  money: Money,
  loaded: Loaded,
  report: ReportInput,
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  const to = nextStatus(booking, 'pickUp', 'hirer', ['ACTIVE'])
  if (!pickUpOpen(booking.startAt.getTime(), now.getTime())) {
    throw badRequest(bookingApiMessages.pickUpTooEarly)
  }
  if (balanceDueCents(booking) > 0) throw badRequest(bookingApiMessages.balanceDueFirst)
  const pickupReport = checked(loaded, report)
  const bondDue = booking.bondCents - booking.bondPaidCents
  if (bondDue > 0) {
    // The card the booking was paid with, or the hirer's newest one if it was deleted since.
    const cardId = booking.cardId ?? (await listCards(tx, booking.hirerId))[0]?.id
    if (!cardId) throw badRequest(bookingMessages.cardRequiredForPayment)
    await takePayment(tx, money, { bookingId: booking.id, cardId, kind: 'BOND', cents: bondDue })
  }
  await tx
    .update(bookings)
    .set({
      status: to,
      pickedUpAt: now,
      pickupReport,
      bondPaidCents: booking.bondCents,
      bondChargeAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
  await notifyBooking(tx, booking, 'PICKED_UP')
  return { bookingId: booking.id, bookingStatus: to }
}

export interface ReturnInput extends ReportInput {
  review?: Omit<ReviewInput, 'userId' | 'type' | 'comment'>
  tip?: { tipAmount: number; cardId: string }
}

export async function returnItem(
  tx: Db,
  money: Money,
  loaded: Loaded,
  input: ReturnInput,
  now: Date,
): Promise<BookingStatusData | BookingPaymentData> {
  const { booking } = loaded
  requireRole(booking, money.userId, 'hirer')
  const to = nextStatus(booking, 'return', 'hirer', ['RETRUNED'])
  const returnReport = checked(loaded, input)
  await tx
    .update(bookings)
    .set({ status: to, returnedAt: now, returnReport, updatedAt: now })
    .where(eq(bookings.id, booking.id))
  await notifyBooking(tx, booking, 'RETURNED')
  const returned = { ...loaded, booking: { ...booking, status: to } }
  if (input.review) {
    await writeReview(tx, returned, { ...input.review, userId: money.userId, type: 1, comment: '' })
  }
  if (!input.tip) return { bookingId: booking.id, bookingStatus: to }
  const cents = toCents(input.tip.tipAmount)
  const paymentId = await takePayment(tx, money, {
    bookingId: booking.id,
    cardId: input.tip.cardId,
    kind: 'TIP',
    cents,
  })
  await tx
    .update(bookings)
    .set({ tipCents: cents, tipCardId: input.tip.cardId })
    .where(eq(bookings.id, booking.id))
  await notifyBooking(tx, booking, 'TIP')
  return {
    bookingId: booking.id,
    bookingStatus: to,
    charged: toDollars(cents),
    paidAmount: toDollars(booking.paidCents),
    paymentId,
  }
}

/** The supplier has the item back: COMPLETED, and the bond taken is refunded. */
export async function confirmReturn(
  tx: Db,
  money: Money,
  loaded: Loaded,
  userId: string,
  now: Date,
): Promise<BookingStatusData> {
  const { booking } = loaded
  requireRole(booking, userId, 'supplier')
  const to = nextStatus(booking, 'confirmReturn', 'supplier', ['COMPLETED'])
  const bond = await refundBooking(
    tx,
    { ...money, userId: booking.hirerId },
    {
      bookingId: booking.id,
      cents: booking.bondPaidCents - booking.bondRefundedCents,
      purpose: 'bond',
    },
  )
  await tx
    .update(bookings)
    .set({ status: to, bondRefundedCents: booking.bondRefundedCents + bond, updatedAt: now })
    .where(eq(bookings.id, booking.id))
  await notifyBooking(tx, booking, 'RETURN_CONFIRMED')
  return {
    bookingId: booking.id,
    bookingStatus: to,
    refund: { tier: 'full', refunded: 0, kept: 0, bondRefunded: toDollars(bond) },
  }
}
