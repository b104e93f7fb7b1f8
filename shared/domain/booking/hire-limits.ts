/**
 * The item's minimum and maximum hire (spec part 3 section 5, step 3): the booking panel
 * says it before the hirer pays and the server refuses a booking outside it with the same
 * words. Limits are counted in the units of the price types (a week is 7 days).
 */
import { type PriceTypeCode, priceTypeLabels } from '../../contract/catalogue/catalogue.ts'
import type { HireDuration } from '../../contract/catalogue/items.ts'
import { unitMinutes } from './duration.ts'

export interface HireLimits {
  minimumHireDuration?: HireDuration | null
  maximumHireDuration?: HireDuration | null
  isNoMaxHireDuration?: boolean | null
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** '3 days', '1 half day'; null when there is no such limit. */
export function durationLabel(duration: HireDuration | null | undefined): string | null {
  if (!duration || !Number.isFinite(duration.value) || duration.value <= 0) return null
  return plural(duration.value, priceTypeLabels[duration.type as PriceTypeCode] ?? 'day')
}

const limitMinutes = (limit: HireDuration | null | undefined) =>
  limit && limit.value > 0 && limit.type in unitMinutes
    ? limit.value * unitMinutes[limit.type as PriceTypeCode]
    : null

/** 'Minimum hire is 2 days.' or 'Maximum hire is 1 week.' when the length is outside. */
export function hireLimitProblem(item: HireLimits, minutes: number): string | null {
  const least = limitMinutes(item.minimumHireDuration)
  if (least !== null && minutes < least) {
    return `Minimum hire is ${durationLabel(item.minimumHireDuration)}.`
  }
  const most = item.isNoMaxHireDuration ? null : limitMinutes(item.maximumHireDuration)
  if (most !== null && minutes > most) {
    return `Maximum hire is ${durationLabel(item.maximumHireDuration)}.`
  }
  return null
}
