/**
 * The checkout quote ('Confirm and pay', spec part 2 sections 3, 4 and 9): hire cost by
 * duration tier for every unit or person, a 20 percent security deposit when the item
 * offers insurance, the bond (per unit for products, once for experiences), a referral
 * credit from $100, and when each part is charged. The client shows it; the server
 * recomputes it and refuses a checkout whose amounts differ.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { type ItemKindCode, itemKind, type Price } from '../../contract/catalogue/catalogue.ts'
import { couponAllowed, discountCents } from './credits.ts'
import { type HireLimits, hireLimitProblem } from './hire-limits.ts'
import { percentOf, toCents } from './money.ts'
import { type BookingPeriod, checkPeriod, DAY, hireMinutes, startAt } from './period.ts'
import { type HireQuote, quoteHire } from './price.ts'
import { type PaymentPlan, paymentPlan } from './schedule.ts'

export const securityDepositPercent = 20

/** What pricing needs of an item (ItemDetail has all of it). */
export interface PricedItem extends HireLimits {
  price: readonly Price[]
  bond: number
  isInsuranceAvailable: boolean
  itemCategoryType: ItemKindCode
}

export interface CheckoutInput {
  item: PricedItem
  period: BookingPeriod
  /** bookCount for products, numberOfPeople for experiences */
  quantity: number
  /** standard deposit: half now, half at pick-up */
  standard: boolean
  /** the hirer turned the discount on */
  discount: boolean
  /** the credit that would be used (pickCredit), in cents */
  creditCents: number | null
  now: number
}

export type QuoteLineKind = 'hire' | 'securityDeposit' | 'bond' | 'discount' | 'total'
export interface QuoteLine {
  kind: QuoteLineKind
  cents: number
}

export interface CheckoutQuote {
  hire: HireQuote
  hireCents: number
  securityDepositCents: number
  bondCents: number
  discountCents: number
  /** the discount was asked for but the hire is under $100: the toggle turns itself off */
  discountRefused: boolean
  totalCents: number
  plan: PaymentPlan
  /** display rows in order; zero rows other than hire and total are left out */
  lines: QuoteLine[]
}

export type CheckoutResult = { ok: true; quote: CheckoutQuote } | { ok: false; message: string }

/** Security deposit on a hire cost: 20 percent when the item offers insurance. */
export function securityDeposit(hireCents: number, insured: boolean): number {
  return insured ? percentOf(hireCents, securityDepositPercent) : 0
}

/** The bond held for a booking: one per unit of a product, one for an experience. */
export function bondFor(item: Pick<PricedItem, 'bond' | 'itemCategoryType'>, quantity: number) {
  const each = Math.max(0, toCents(item.bond))
  return item.itemCategoryType === itemKind.experience ? each : each * quantity
}

/** A period that has already begun (its day is over, or its start time has passed). */
export function periodStarted(period: BookingPeriod, now: number): boolean {
  if (period.startDate + DAY <= now) return true
  return period.startTime != null && startAt(period) < now
}

export function quoteCheckout(input: CheckoutInput): CheckoutResult {
  const { item, period, quantity, now } = input
  const problem = checkPeriod(period)
  if (problem) return { ok: false, message: problem }
  if (periodStarted(period, now)) return { ok: false, message: bookingMessages.properDate }
  const minutes = hireMinutes(period) as number
  const outsideLimits = hireLimitProblem(item, minutes)
  if (outsideLimits) return { ok: false, message: outsideLimits }
  const hire = quoteHire(item.price, minutes, quantity)
  if (!hire) return { ok: false, message: bookingMessages.properDate }
  const hireCents = hire.hireCents
  const securityDepositCents = securityDeposit(hireCents, item.isInsuranceAvailable)
  const bondCents = bondFor(item, quantity)
  const discount = input.discount ? discountCents(hireCents, input.creditCents) : 0
  const totalCents = hireCents + securityDepositCents + bondCents - discount
  const plan = paymentPlan({
    totalCents,
    bondCents,
    standard: input.standard,
    startAt: startAt(period),
    now,
  })
  const lines: QuoteLine[] = [{ kind: 'hire', cents: hireCents }]
  if (securityDepositCents) lines.push({ kind: 'securityDeposit', cents: securityDepositCents })
  if (bondCents) lines.push({ kind: 'bond', cents: bondCents })
  if (discount) lines.push({ kind: 'discount', cents: -discount })
  lines.push({ kind: 'total', cents: totalCents })
  return {
    ok: true,
    quote: {
      hire,
      hireCents,
      securityDepositCents,
      bondCents,
      discountCents: discount,
      discountRefused: input.discount && !couponAllowed(hireCents),
      totalCents,
      plan,
      lines,
    },
  }
}

/** Whether the amounts a client sent (dollars) are the quote's, to the cent. */
export function amountsMatch(
  quote: Pick<CheckoutQuote, 'hireCents' | 'securityDepositCents' | 'bondCents' | 'totalCents'>,
  sent: { hireCost: number; securityDeposit: number; bond: number; totalCost: number },
): boolean {
  return (
    toCents(sent.hireCost) === quote.hireCents &&
    toCents(sent.securityDeposit) === quote.securityDepositCents &&
    toCents(sent.bond) === quote.bondCents &&
    toCents(sent.totalCost) === quote.totalCents
  )
}
