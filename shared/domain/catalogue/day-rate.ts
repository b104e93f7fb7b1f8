/**
 * The per-day equivalent of an item's prices, in cents: what price filters, the
 * "Minimum hire" sort and the "Average price per day" hint compare. The day price when
 * there is one, else two half days, else eight hours, else a seventh of the week price,
 * else a thirtieth of the month price.
 */
import { priceType } from '../../contract/catalogue/catalogue.ts'

export interface CentsPrice {
  type: number
  amountCents: number
}

export function dayRateCents(prices: readonly CentsPrice[]): number | null {
  const of = (type: number) => prices.find((price) => price.type === type)?.amountCents
  const day = of(priceType.day)
  if (day !== undefined) return day
  const half = of(priceType.halfDay)
  if (half !== undefined) return half * 2
  const hour = of(priceType.hour)
  if (hour !== undefined) return hour * 8
  const week = of(priceType.week)
  if (week !== undefined) return Math.round(week / 7)
  const month = of(priceType.month)
  if (month !== undefined) return Math.round(month / 30)
  return null
}
