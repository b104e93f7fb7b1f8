/**
 * How the booking flows write dates, durations and money. Free of dayjs: only the change
 * calendar, loaded on demand, carries it.
 */
import type { PriceTypeCode } from '../../../shared/contract/catalogue/catalogue.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { BookingPeriod } from '../../../shared/domain/booking/period.ts'
import { lazily } from '../../../shared/format/lazily.ts'
import { formatAmount, priceTypeLabel } from '../../../shared/format/price.ts'
import { formatTime } from '../format.ts'

/** Minutes from midnight as '9:00 am', as the bookings list writes them. */
export { formatTime }

const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
)

/** 'Sat, 21 Nov 2026' */
export const formatDay = (day: number) => dayFormat().format(day)

/** One day (with its times when it has them) or 'first – last'. */
export function formatPeriod(period: BookingPeriod): string {
  const first = formatDay(period.startDate)
  if (first !== formatDay(period.endDate)) return `${first} – ${formatDay(period.endDate)}`
  if (period.startTime != null && period.endTime != null) {
    return `${first}, ${formatTime(period.startTime)} to ${formatTime(period.endTime)}`
  }
  return first
}

/** '3 days', '1 week', '1.43 weeks', '2.5 hours' */
export function formatDuration(count: number, type: PriceTypeCode | number): string {
  const unit = priceTypeLabel(type)
  const shown = Number.isInteger(count) ? String(count) : String(Math.round(count * 100) / 100)
  return count === 1 ? `1 ${unit}` : `${shown} ${unit === 'half day' ? 'half days' : `${unit}s`}`
}

/** '$1,250.00' from cents. */
export const formatCents = (cents: number) => formatAmount(toDollars(cents))
