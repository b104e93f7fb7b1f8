/**
 * The words of the checkout pages: the booking's days (with times on a one-day hire), the
 * units or people, and money in dollars with two decimals.
 */
import { formatDayRange, formatFullDay } from '../../../shared/format/days.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { plural } from '../../../shared/format/text.ts'
import type { BookingItem, BookingSelection } from '../../../shared/stores/checkout/request-item.ts'
import { formatMinutes } from '../labels.ts'

/** 'Saturday, 21 November 2026, 9:00 am to 12:00 pm' or '21 Nov – 23 Nov'. */
export function periodLabel(selection: BookingSelection): string {
  const { startDate, endDate, startTime, endTime } = selection
  if (startDate === endDate) {
    const day = formatFullDay(startDate)
    return startTime !== null && endTime !== null
      ? `${day}, ${formatMinutes(startTime)} to ${formatMinutes(endTime)}`
      : day
  }
  return `${formatFullDay(startDate)} to ${formatFullDay(endDate)}`
}

/** The short form for the summary's heading line. */
export const shortPeriod = (selection: BookingSelection) =>
  formatDayRange(selection.startDate, selection.endDate)

/** '2 units', '1 person', '4 people'. */
export function quantityLabel(item: BookingItem, quantity: number): string {
  if (item.itemCategoryType === 1) return plural(quantity, 'person', 'people')
  return plural(quantity, 'unit')
}

export const dollars = (cents: number) => formatAmount(cents / 100)
