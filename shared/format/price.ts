/**
 * Prices as the spec shows them: '$amount / price type' with two decimals, in dollars.
 * Type codes: 1 day, 2 week, 3 month, 4 hour, 5 half day.
 */
import { type Price, type PriceTypeCode, priceTypeLabels } from '../contract/catalogue/catalogue.ts'
import { lazily } from './lazily.ts'

export { priceTypeLabels }

/** The unit word for a price type code; unknown codes fall back to 'day', the default unit. */
export function priceTypeLabel(type: number): string {
  return priceTypeLabels[type as PriceTypeCode] ?? priceTypeLabels[1]
}

const dollars = lazily(
  () =>
    new Intl.NumberFormat('en-AU', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/** '$1,250.00': always two decimals, grouped as Australians read it. */
export function formatAmount(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0
  const text = dollars().format(Math.abs(value))
  return value < 0 ? `-$${text}` : `$${text}`
}

/** '$45.00 / day' */
export function formatPrice(price: Pick<Price, 'amount' | 'type'>): string {
  return `${formatAmount(price.amount)} / ${priceTypeLabel(price.type)}`
}

/** The price a card shows: the first one the supplier listed, which is the item's main unit. */
export function primaryPrice<P extends Pick<Price, 'amount' | 'type'>>(
  prices: readonly P[] | null | undefined,
): P | undefined {
  return prices?.find((price) => Number.isFinite(price.amount))
}
