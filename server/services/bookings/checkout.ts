/**
 * POST /booking/checkout. The server prices the booking itself with quoteCheckout of
 * shared/domain and refuses a body whose amounts differ ('The price has changed…'); the
 * booking type comes from the item, not the body. In one transaction: the booking row
 * (the database refuses it when no unit is free), the referral credit spent, and the
 * charge of what is due now; a declined card leaves nothing behind.
 */
import { eq } from 'drizzle-orm'
import type { Infer } from 'superstruct'
import type { checkoutBody } from '../../../shared/contract/booking/bookings.ts'
import {
  bookingApiMessages,
  bookingMessages,
  bookingNotices,
} from '../../../shared/contract/booking/messages.ts'
import type { CheckoutData } from '../../../shared/contract/booking/records.ts'
import { itemKind } from '../../../shared/contract/catalogue/catalogue.ts'
import { itemMessages } from '../../../shared/contract/catalogue/items.ts'
import { amountsMatch, quoteCheckout } from '../../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { BookingPeriod } from '../../../shared/domain/booking/period.ts'
import { initialStatus } from '../../../shared/domain/booking/transitions.ts'
import type { Db } from '../../db/connect.ts'
import { bookingQuoteColumns } from '../../db/quote-columns.ts'
import { bookings, items } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { findCard } from '../cards.ts'
import { pausedForBooking } from '../listings/availability.ts'
import { notifyBooking } from '../notifications/booking-events.ts'
import { attributedPartner } from '../partners/partners.ts'
import { type Money, takePayment } from '../payments.ts'
import { type ItemRow, itemPriceList, pricedItem } from './access.ts'
import { holdingUnits, unavailable } from './capacity.ts'
import { creditToUse, spendCredit } from './credits.ts'

export type CheckoutBody = Infer<typeof checkoutBody>

/** Units held and the count the hire cost is multiplied by; 400 outside the item's limits. */
function quantities(item: ItemRow, body: CheckoutBody): { units: number; people: number | null } {
  if (item.itemCategoryType === itemKind.experience) {
    const people = body.numberOfPeople ?? body.bookCount ?? item.minimumGroupNumber ?? 1
    const fewest = item.minimumGroupNumber ?? 1
    const most = item.isNoMaxGroup ? null : item.maximumGroupNumber
    if (people < fewest || (most !== null && people > most)) {
      throw badRequest(bookingApiMessages.quantity)
    }
    return { units: 1, people }
  }
  const units = body.bookCount ?? 1
  if (units > item.availableUnits) throw badRequest(bookingApiMessages.quantity)
  return { units, people: null }
}

export async function checkout(
  tx: Db,
  money: Money,
  body: CheckoutBody,
  now: Date,
): Promise<{ data: CheckoutData; message?: string }> {
  // 'key share': the status read here holds until the booking commits, since deleting the
  // listing locks its row 'for update' (services/listings/remove.ts); checkouts of one item
  // still run side by side (their capacity trigger takes a lock this one allows).
  const [item] = await tx
    .select()
    .from(items)
    .where(eq(items.id, body.itemId))
    .limit(1)
    .for('key share')
  if (!item) throw notFound(itemMessages.notFound)
  if (item.status !== 'ACTIVE') throw badRequest(bookingApiMessages.itemNotBookable)
  if (item.supplierId === money.userId) throw badRequest(bookingApiMessages.ownItem)
  const { units, people } = quantities(item, body)
  const partnerCode = await attributedPartner(tx, body.partner)
  if (!(await findCard(tx, money.userId, body.cardId))) {
    throw badRequest(bookingApiMessages.cardNotFound)
  }
  const credit = body.discountApplied ? await creditToUse(tx, money.userId, now) : null
  if (body.discountApplied && !credit) throw badRequest(bookingApiMessages.creditUnavailable)

  const period: BookingPeriod = {
    startDate: body.startDate,
    endDate: body.endDate,
    startTime: body.startTime ?? null,
    endTime: body.endTime ?? null,
  }
  if (pausedForBooking(item, period)) throw unavailable()
  const result = quoteCheckout({
    item: pricedItem(item, await itemPriceList(tx, item.id)),
    period,
    quantity: people ?? units,
    standard: body.isStandardBooking,
    discount: body.discountApplied,
    creditCents: credit?.cents ?? null,
    now: now.getTime(),
  })
  if (!result.ok) throw badRequest(result.message)
  const { quote } = result
  if (quote.discountRefused) throw badRequest(bookingMessages.couponMinimum)
  if (!amountsMatch(quote, body)) throw badRequest(bookingApiMessages.priceChanged)

  const { plan } = quote
  const bondNow = plan.bondLaterCents > 0 ? 0 : quote.bondCents
  const status = initialStatus(item.instantBooking)
  const [booking] = await holdingUnits(() =>
    tx
      .insert(bookings)
      .values({
        itemId: item.id,
        hirerId: money.userId,
        supplierId: item.supplierId,
        ...bookingQuoteColumns(quote, period),
        units,
        status,
        bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
        startTime: period.startTime,
        endTime: period.endTime,
        numberOfPeople: people,
        discountCents: quote.discountCents,
        isStandard: body.isStandardBooking,
        discountApplied: quote.discountCents > 0,
        cardId: body.cardId,
        partnerCode,
        paidCents: plan.nowCents - bondNow,
        bondPaidCents: bondNow,
        bondChargeAt: plan.bondChargeAt === null ? null : new Date(plan.bondChargeAt),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  )
  if (!booking) throw new Error('The booking was not stored')
  if (credit && quote.discountCents > 0) await spendCredit(tx, credit._id, booking.id)
  await notifyBooking(tx, booking, item.instantBooking ? 'INSTANT_BOOKING' : 'BOOKING_REQUEST')
  if (plan.nowCents > 0) {
    await takePayment(tx, money, {
      bookingId: booking.id,
      cardId: body.cardId,
      kind: 'CHECKOUT',
      cents: plan.nowCents,
    })
  }
  return {
    data: {
      bookingId: booking.id,
      bookingStatus: status,
      bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
      totalCost: toDollars(quote.totalCents),
      paidAmount: toDollars(plan.nowCents),
      balanceDue: toDollars(plan.atPickUpCents),
      bondLater: toDollars(plan.bondLaterCents),
      bondChargeDate: plan.bondChargeAt,
    },
    message: plan.bondLaterCents > 0 ? bookingNotices.bondLater : undefined,
  }
}
