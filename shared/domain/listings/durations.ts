/**
 * Wizard durations and the price periods they enable (spec part 3 sections 3-5). Duration
 * types: 1 days, 2 weeks, 3 months, 4 hours. Price types: 1 day, 2 week, 3 month, 4 hour,
 * 5 half day. Periods are ordered by length; a price period is enabled when it lies between
 * the minimum and the maximum duration's units (no maximum: up to a month).
 */
import type { PriceTypeCode } from '../../contract/catalogue/catalogue.ts'

export type DurationType = 1 | 2 | 3 | 4

/** Hours in one unit of each duration type (a month is 30 days, as prices count it). */
export const hoursPerUnit: Record<DurationType, number> = { 1: 24, 2: 168, 3: 720, 4: 1 }

export const durationLabels: Record<DurationType, string> = {
  1: 'Days',
  2: 'Weeks',
  3: 'Months',
  4: 'Hour',
}

const unitNames: Record<DurationType, readonly [string, string]> = {
  1: ['day', 'days'],
  2: ['week', 'weeks'],
  3: ['month', 'months'],
  4: ['hour', 'hours'],
}

/** "1 day", "3 weeks": a duration as a sentence says it (the select keeps the spec's labels). */
export function durationText(value: number | string, type: DurationType): string {
  const [one, many] = unitNames[type] ?? ['', '']
  return `${value} ${Number(value) === 1 ? one : many}`
}

/** 'Duration: 1 day to 2 weeks', or '1 day or more' when there is no maximum. */
export const durationRangeText = (min: string, max: string | null) =>
  max === null ? `${min} or more` : `${min} to ${max}`

/** Price periods from shortest to longest. */
export const pricePeriods: readonly PriceTypeCode[] = [4, 5, 1, 2, 3]

export const priceLabels: Record<PriceTypeCode, string> = {
  1: 'Per day',
  2: 'Per week',
  3: 'Per month',
  4: 'Per hour',
  5: 'Per half day',
}

/** Where a duration unit sits among the price periods. */
const durationRank: Record<DurationType, number> = { 4: 0, 1: 2, 2: 3, 3: 4 }

/** The price periods a listing with these durations may be priced in. */
export function enabledPriceTypes(
  minType: DurationType,
  maxType: DurationType | null,
): PriceTypeCode[] {
  const low = durationRank[minType]
  const high = maxType === null ? pricePeriods.length - 1 : durationRank[maxType]
  return pricePeriods.filter(
    (_, rank) => rank >= Math.min(low, high) && rank <= Math.max(low, high),
  )
}
