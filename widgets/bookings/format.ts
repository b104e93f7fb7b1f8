/**
 * How the bookings area writes dates, times and names (spec part 1 section 9: dates as
 * 'DD MMM. YYYY'). Free of dayjs, which stays out of the widget's first load.
 */
import type { BookingListItem, SupplierDetail } from '../../shared/contract/booking/records.ts'
import type { PickUpSlot } from '../../shared/contract/catalogue/items.ts'
import { clockTime as formatTime } from '../../shared/format/clock.ts'
import { formatDisplayDay as formatDate } from '../../shared/format/days.ts'

/** '12 Jun. 2025' */
/** Minutes from midnight as '9:00 am'. */
export { formatDate, formatTime }

type Period = Pick<BookingListItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>

const sameDay = (period: Period) => formatDate(period.startDate) === formatDate(period.endDate)

/** '12 Jun. 2025' for one day, '12 Jun. 2025 – 14 Jun. 2025' for a range. */
export function formatDays(period: Period): string {
  if (sameDay(period)) return formatDate(period.startDate)
  return `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`
}

/** The detail's dates: a one-day booking also shows its times when it has them. */
export function formatPeriod(period: Period): string {
  if (sameDay(period) && period.startTime != null && period.endTime != null) {
    return `${formatDate(period.startDate)}, ${formatTime(period.startTime)} to ${formatTime(period.endTime)}`
  }
  return formatDays(period)
}

/** History cards: 'Hired <date or date range>'. */
export const hiredLabel = (period: Period) => `Hired ${formatDays(period)}`

/** Current cards: 'Registered on <date>'. */
export const registeredLabel = (created: string) => `Registered on ${formatDate(created)}`

/** A BUSINESS supplier shows its company name, anyone else first and last name. */
export function supplierName(detail: SupplierDetail | null | undefined, fallback = ''): string {
  if (!detail) return fallback
  if (detail.userType === 'BUSINESS' && detail.companyName) return detail.companyName
  return [detail.firstName, detail.lastName].filter(Boolean).join(' ') || fallback
}

/** '3.4 km away'; nothing without a distance. */
export function distanceLabel(km: number | null | undefined): string | null {
  return typeof km === 'number' && Number.isFinite(km) ? `${km.toFixed(1)} km away` : null
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/** One row per weekday, Monday first; 'everyday' gives each day its hours, a day's own slot wins. */
export function pickUpHours(slots: readonly PickUpSlot[] | null | undefined) {
  const everyday = slots?.find((slot) => slot.day === 'everyday')
  return weekdays.flatMap((day) => {
    const slot = slots?.find((entry) => entry.day === day) ?? everyday
    if (!slot) return []
    const name = day.charAt(0).toUpperCase() + day.slice(1)
    return [{ day: name, hours: `${formatTime(slot.startTime)} to ${formatTime(slot.endTime)}` }]
  })
}
