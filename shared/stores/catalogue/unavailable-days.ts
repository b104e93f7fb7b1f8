/**
 * The days a hirer cannot book an item (GET /items/{id}/unavailable-dates: paused by its
 * supplier, or every unit taken), for the booking panel's date picker and its check of a
 * range chosen elsewhere (the search's dates). Public: a guest choosing dates sees them too.
 *
 * Days are this browser's own: the call names its time zone, so the server cuts them at
 * the same local midnights the booking will carry (shared/domain/booking/hirer-days.ts).
 */
import { api } from '../../api/client.ts'
import { unavailableDatesPath } from '../../contract/listings/calls.ts'
import type { UnavailableDates } from '../../contract/listings/listing.ts'
import { addDateDays, dayKey } from '../../domain/booking/hirer-days.ts'
import { calendarDays } from '../../domain/booking/period.ts'

/** The server answers at most this many days at once (listingMessages.calendarRange). */
const mostDaysPerCall = 93

/**
 * This browser's time zone by name ('Australia/Sydney'): daylight saving then moves each
 * day's midnight as the browser moves it. A browser that names none sends its current
 * offset, right until the clocks next change.
 */
export function browserZone(): { zone: string } | { offset: number } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone ? { zone } : { offset: new Date().getTimezoneOffset() }
}

/** The unavailable days (YYYY-MM-DD) of `itemId` from `from` to `to`, both included. */
export async function unavailableDays(
  itemId: string,
  from: string,
  to: string,
): Promise<readonly string[]> {
  const data = await api.get<UnavailableDates>(unavailableDatesPath(itemId), {
    query: { from, to, ...browserZone() },
  })
  return data?.dates ?? []
}

/**
 * The unavailable days among a chosen range's (epoch ms at local midnight, both included),
 * asked for in as many calls as the server's limit needs.
 */
export async function unavailableWithin(
  itemId: string,
  startDate: number,
  endDate: number,
): Promise<readonly string[]> {
  const first = dayKey(startDate)
  const count = calendarDays(startDate, endDate) + 1
  const calls: Promise<readonly string[]>[] = []
  for (let offset = 0; offset < count; offset += mostDaysPerCall) {
    const last = Math.min(offset + mostDaysPerCall, count) - 1
    calls.push(unavailableDays(itemId, addDateDays(first, offset), addDateDays(first, last)))
  }
  return (await Promise.all(calls)).flat()
}
