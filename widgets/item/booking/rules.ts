/**
 * What the booking panel allows and says, as pure functions: units or group size and their
 * bounds, the item's minimum and maximum hire, the pick-up and return times of a same-day
 * hire, the duration tiers with the price each uses, and the hire line of a quote.
 */
import {
  type Price,
  type PriceTypeCode,
  priceType,
} from '../../../shared/contract/catalogue/catalogue.ts'
import type { ItemDetail, PickUpSlot } from '../../../shared/contract/catalogue/items.ts'
import { unitMinutes } from '../../../shared/domain/booking/duration.ts'
import { hireLimitProblem } from '../../../shared/domain/booking/hire-limits.ts'
import { type HireQuote, quoteHire } from '../../../shared/domain/booking/price.ts'
import { formatAmount, formatPrice, priceTypeLabel } from '../../../shared/format/price.ts'
import { plural } from '../../../shared/format/text.ts'

/** The most units or people one booking takes (the contract's `countField` limit). */
export const countMaximum = 1000

export interface QuantityBounds {
  kind: 'units' | 'people'
  min: number
  /** 0 when no unit is free */
  max: number
}

/** Experiences book a group of people, products a number of units. */
export function quantityBounds(item: ItemDetail): QuantityBounds {
  if (item.itemCategoryType === 1) {
    const min = Math.max(1, item.minimumGroupNumber ?? 1)
    const most =
      item.isNoMaxGroup || !item.maximumGroupNumber ? countMaximum : item.maximumGroupNumber
    return { kind: 'people', min, max: Math.max(min, Math.min(most, countMaximum)) }
  }
  const units = Math.max(0, Math.min(Math.floor(item.availableUnits ?? 1), countMaximum))
  return { kind: 'units', min: 1, max: units }
}

export function clampQuantity(value: number, bounds: QuantityBounds): number {
  if (!Number.isFinite(value)) return bounds.min
  return Math.min(Math.max(Math.round(value), bounds.min), Math.max(bounds.min, bounds.max))
}

/** 'Minimum hire is 2 days.' or 'Maximum hire is 1 week.' when the length is outside. */
export const durationProblem = (item: ItemDetail, minutes: number) =>
  hireLimitProblem(item, minutes)

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** The pick-up hours of `day` (epoch ms at local midnight): its own slot, else 'everyday'. */
export function slotOf(slots: readonly PickUpSlot[] | null | undefined, day: number) {
  const name = dayNames[new Date(day).getDay()]
  return slots?.find((slot) => slot.day === name) ?? slots?.find((slot) => slot.day === 'everyday')
}

const step = 30
/** Without pick-up hours, a same-day hire runs between midnight and 23:30. */
const lastSlot = 23 * 60 + 30

/**
 * Half-hour pick-up and return times on `day`: within its pick-up hours, never in the past
 * (`now`), a return at least 30 minutes after the pick-up.
 */
export function timeOptions(
  slots: readonly PickUpSlot[] | null | undefined,
  day: number,
  now: number,
): { pickUp: number[]; returns: (pickUp: number) => number[] } {
  const slot = slotOf(slots, day)
  const open = Math.ceil((slot?.startTime ?? 0) / step) * step
  const close = Math.min(slot?.endTime ?? lastSlot, lastSlot)
  const earliest = Math.floor((now - day) / 60_000) + 1
  const range = (from: number, to: number) => {
    const list: number[] = []
    for (let minute = from; minute <= to; minute += step) if (minute >= earliest) list.push(minute)
    return list
  }
  return {
    pickUp: range(open, close - step),
    returns: (pickUp) => range(Math.max(open, pickUp + step), close),
  }
}

/** The duration tiers of spec part 2 section 4, shortest first, with a length inside each. */
export const tiers: readonly { type: PriceTypeCode; range: string; minutes: number }[] = [
  { type: priceType.hour, range: 'Under 12 hours', minutes: 60 },
  { type: priceType.halfDay, range: '12 to 24 hours', minutes: 12 * 60 },
  { type: priceType.day, range: '1 to 6 days', minutes: unitMinutes[priceType.day] },
  { type: priceType.week, range: '7 to 29 days', minutes: unitMinutes[priceType.week] },
  { type: priceType.month, range: '30 days or more', minutes: unitMinutes[priceType.month] },
]

export interface TierRow {
  type: PriceTypeCode
  range: string
  /** '$45.00 / day' */
  price: string
  /** how a tier without its own price is charged, else null */
  note: string | null
}

/** Each tier with the price it uses: its own, a smaller unit's, or one larger unit. */
export function tierRows(prices: readonly Price[]): TierRow[] {
  return tiers.flatMap((tier) => {
    const hire = quoteHire(prices, tier.minutes)
    if (!hire) return []
    const unit = priceTypeLabel(hire.type)
    const note =
      hire.fallback === 'smaller'
        ? `charged by the ${unit}`
        : hire.fallback === 'larger'
          ? `charged as 1 ${unit}`
          : null
    return [
      {
        type: tier.type,
        range: tier.range,
        price: formatPrice({ amount: hire.unitCents / 100, type: hire.type }),
        note,
      },
    ]
  })
}

/** '3 days × $45.00', '1.5 hours × $20.00 × 2 units'. */
export function hireLine(hire: HireQuote, kind: QuantityBounds['kind']): string {
  const each = `${plural(hire.count, priceTypeLabel(hire.type))} × ${formatAmount(hire.unitCents / 100)}`
  if (hire.quantity === 1) return each
  return `${each} × ${hire.quantity} ${kind}`
}
