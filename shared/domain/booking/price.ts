/**
 * The hire cost of a period from an item's price list. The tier's own price when the
 * supplier set one; else the next smaller unit that has a price, counted pro rata (a 10-day
 * hire without a week price is 10 days); else, when no smaller unit is priced either, the
 * smallest larger unit: one whole unit at checkout (a 3-hour hire of a day-priced item is
 * one day), pro rata for overdue days. Amounts of 0 or less count as missing.
 */
import type { Price, PriceTypeCode } from '../../contract/catalogue/catalogue.ts'
import { durationTier, shortestFirst, unitCount } from './duration.ts'
import { roundCents, toCents } from './money.ts'

export type PriceFallback = 'none' | 'smaller' | 'larger'

export interface HireQuote {
  /** the tier the length falls in */
  tier: PriceTypeCode
  /** the unit actually priced */
  type: PriceTypeCode
  /** units of `type`, two decimals (hours in halves) */
  count: number
  /** price of one unit */
  unitCents: number
  /** units or people */
  quantity: number
  /** count x unit, rounded, for one unit or person */
  eachCents: number
  /** eachCents x quantity */
  hireCents: number
  fallback: PriceFallback
}

/** The cents price of each type the item lists (the first entry of a type wins). */
export function priceMap(prices: readonly Price[]): Map<PriceTypeCode, number> {
  const map = new Map<PriceTypeCode, number>()
  for (const price of prices) {
    const cents = toCents(price.amount)
    if (cents > 0 && !map.has(price.type) && shortestFirst.includes(price.type)) {
      map.set(price.type, cents)
    }
  }
  return map
}

function pick(
  map: Map<PriceTypeCode, number>,
  tier: PriceTypeCode,
): { type: PriceTypeCode; fallback: PriceFallback } | null {
  if (map.has(tier)) return { type: tier, fallback: 'none' }
  const at = shortestFirst.indexOf(tier)
  for (let index = at - 1; index >= 0; index--) {
    const type = shortestFirst[index] as PriceTypeCode
    if (map.has(type)) return { type, fallback: 'smaller' }
  }
  for (let index = at + 1; index < shortestFirst.length; index++) {
    const type = shortestFirst[index] as PriceTypeCode
    if (map.has(type)) return { type, fallback: 'larger' }
  }
  return null
}

export interface QuoteOptions {
  /** how a larger unit counts when it is the only one priced: one whole unit, or pro rata */
  larger?: 'whole' | 'proRata'
}

/**
 * Prices a hire of `minutes` for `quantity` units or people. Null when the length or the
 * quantity is not a positive whole amount, or the item has no usable price.
 */
export function quoteHire(
  prices: readonly Price[],
  minutes: number,
  quantity = 1,
  options: QuoteOptions = {},
): HireQuote | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null
  if (!Number.isInteger(quantity) || quantity < 1) return null
  const map = priceMap(prices)
  const tier = durationTier(minutes)
  const chosen = pick(map, tier)
  if (!chosen) return null
  const unitCents = map.get(chosen.type) as number
  const count =
    chosen.fallback === 'larger' && options.larger !== 'proRata'
      ? 1
      : unitCount(chosen.type, minutes)
  const eachCents = roundCents(count * unitCents)
  return {
    tier,
    type: chosen.type,
    count,
    unitCents,
    quantity,
    eachCents,
    hireCents: eachCents * quantity,
    fallback: chosen.fallback,
  }
}
