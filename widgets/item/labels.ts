/**
 * What the item detail says in words: prices per unit, hire durations, pick-up days and
 * times ('everyday' expanded to each day), group size or units. Pure, so the server-rendered
 * page and the widget print the same text.
 */
import type { Price } from '../../shared/contract/catalogue/catalogue.ts'
import type { ItemDetail, PickUpSlot } from '../../shared/contract/catalogue/items.ts'
import { weekdays } from '../../shared/contract/catalogue/items.ts'
import { durationLabel } from '../../shared/domain/booking/hire-limits.ts'
import { clockTime as formatMinutes } from '../../shared/format/clock.ts'
import { formatPrice } from '../../shared/format/price.ts'
import { plural } from '../../shared/format/text.ts'

export { durationLabel }

/** '$45.00 / day' for each price the supplier set, in their order. */
export function priceLabels(prices: readonly Price[] | null | undefined): string[] {
  return (prices ?? []).filter((price) => Number.isFinite(price.amount)).map(formatPrice)
}

/** 'No maximum' when the supplier set none. */
export function maximumDurationLabel(item: ItemDetail): string | null {
  if (item.isNoMaxHireDuration) return 'No maximum'
  return durationLabel(item.maximumHireDuration)
}

/** Experiences book by group size, products by units. */
export function capacityLabel(item: ItemDetail): { term: string; value: string } {
  if (item.itemCategoryType === 1 || item.isGroupBooking) {
    const min = item.minimumGroupNumber ?? 1
    const max = item.isNoMaxGroup || !item.maximumGroupNumber ? null : item.maximumGroupNumber
    return {
      term: 'Group size',
      value: max ? `${min} to ${max} people` : `${plural(min, 'person', 'people')} or more`,
    }
  }
  return { term: 'Available units', value: String(item.availableUnits ?? 0) }
}

/** Minutes from midnight as '9:00 am'. */
export { formatMinutes }

export interface DayHours {
  day: string
  hours: string
}

const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1)

/**
 * One row per weekday, Monday first: 'everyday' gives every day its hours, and a day's own
 * slot wins over 'everyday'. Days without a slot are left out.
 */
export function pickUpSchedule(slots: readonly PickUpSlot[] | null | undefined): DayHours[] {
  const byDay = new Map<string, PickUpSlot>()
  const everyday = (slots ?? []).find((slot) => slot.day === 'everyday')
  for (const slot of slots ?? []) if (slot.day !== 'everyday') byDay.set(slot.day, slot)
  return weekdays.flatMap((day) => {
    const slot = byDay.get(day) ?? everyday
    if (!slot) return []
    return [
      {
        day: dayName(day),
        hours: `${formatMinutes(slot.startTime)} to ${formatMinutes(slot.endTime)}`,
      },
    ]
  })
}
