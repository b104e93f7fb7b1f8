/**
 * Duration tiers (spec part 2 section 4): under half a day is hourly, half a day up to a
 * day is half day, 1 to 7 days is day, 7 to 30 days is week, 30 days and more is month.
 * Hours round up to the next 30 minutes; the other units count pro rata with two decimals
 * (weeks = days / 7, months = days / 30, half days = days x 2, hours = days x 24).
 */
import { type PriceTypeCode, priceType } from '../../contract/catalogue/catalogue.ts'
import { round2 } from './money.ts'
import { minutesPerDay } from './period.ts'

/** Length of one unit of each price type, in minutes. */
export const unitMinutes: Record<PriceTypeCode, number> = {
  [priceType.hour]: 60,
  [priceType.halfDay]: minutesPerDay / 2,
  [priceType.day]: minutesPerDay,
  [priceType.week]: 7 * minutesPerDay,
  [priceType.month]: 30 * minutesPerDay,
}

/** Price types from the shortest unit to the longest. */
export const shortestFirst: readonly PriceTypeCode[] = [
  priceType.hour,
  priceType.halfDay,
  priceType.day,
  priceType.week,
  priceType.month,
]

/** The tier a hire of `minutes` (more than 0) is priced in. */
export function durationTier(minutes: number): PriceTypeCode {
  if (minutes < unitMinutes[priceType.halfDay]) return priceType.hour
  if (minutes < unitMinutes[priceType.day]) return priceType.halfDay
  if (minutes < unitMinutes[priceType.week]) return priceType.day
  if (minutes < unitMinutes[priceType.month]) return priceType.week
  return priceType.month
}

/** How many units of `type` a hire of `minutes` counts: 1.5 hours, 1.43 weeks. */
export function unitCount(type: PriceTypeCode, minutes: number): number {
  if (type === priceType.hour) return Math.ceil(minutes / 30) / 2
  return round2(minutes / unitMinutes[type])
}
