/**
 * The POST /booking/checkout body (spec part 2 section 3) from a RequestItem session and
 * its quote: money in dollars with two decimals, as the contract says; the count goes in
 * bookCount for a product and numberOfPeople for an experience.
 */
import type { Infer } from 'superstruct'
import type { checkoutBody } from '../../contract/booking/bookings.ts'
import { itemKind } from '../../contract/catalogue/catalogue.ts'
import { paymentMethod } from '../../contract/checkout/payments.ts'
import type { CheckoutQuote } from '../../domain/booking/checkout.ts'
import { toDollars } from '../../domain/booking/money.ts'
import type { RequestItemSession } from './request-item.ts'

export type CheckoutBody = Infer<typeof checkoutBody>

export function checkoutBodyOf(
  session: RequestItemSession,
  quote: CheckoutQuote,
  cardId: string,
): CheckoutBody {
  const { item, selection } = session
  const count =
    item.itemCategoryType === itemKind.experience
      ? { numberOfPeople: selection.quantity }
      : { bookCount: selection.quantity }
  return {
    itemId: item._id,
    startDate: selection.startDate,
    endDate: selection.endDate,
    startTime: selection.startTime,
    endTime: selection.endTime,
    hireCost: toDollars(quote.hireCents),
    securityDeposit: toDollars(quote.securityDepositCents),
    bond: toDollars(quote.bondCents),
    totalCost: toDollars(quote.totalCents),
    discountApplied: quote.discountCents > 0,
    cardId,
    bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
    instantBooking: item.instantBooking,
    isStandardBooking: session.standard,
    paymentMethod,
    ...count,
    ...(session.partner ? { partner: session.partner } : {}),
  }
}
