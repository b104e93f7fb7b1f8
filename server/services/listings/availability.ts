/**
 * A listing's availability (spec part 3 section 4): unavailable today, unavailable for a
 * range of dates, or available. Paused days are calendar dates; a hirer's days (local
 * midnights in epoch ms) are read as dates the way any zone from UTC-12 to UTC+12 would
 * name them. Search hides a paused item for those days, checkout refuses them, and the
 * hirer's calendar greys them out together with the days no unit is left, cutting the
 * days at the hirer's own midnights (shared/domain/booking/hirer-days.ts).
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import type {
  AvailabilityPayload,
  UnavailableDates,
} from '../../../shared/contract/listings/listing.ts'
import {
  availabilityMessages,
  listingMessages,
} from '../../../shared/contract/listings/messages.ts'
import {
  addDateDays,
  dateIn,
  type HirerZone,
  isTimeZone,
  midnightIn,
} from '../../../shared/domain/booking/hirer-days.ts'
import type { Db } from '../../db/connect.ts'
import { items } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { Period } from '../availability.ts'
import { type ItemRow, ownedItem } from './owner.ts'

const DAY = 86_400_000
const HOUR = 3_600_000
/**
 * The marketplace's own zone decides what "today" is for the 'unavailable today' switch,
 * and cuts the calendar's days for a client that names no zone of its own.
 */
const marketZone = 'Australia/Sydney'
/** The calendar asks for at most this many days at once (two months and some). */
const maxCalendarDays = 93

/** 'YYYY-MM-DD' of an instant in the market's zone. */
export function marketDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: marketZone }).format(at)
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A local midnight (epoch ms) as the date it names. */
export const dateOfMidnight = (ms: number) => isoDate(ms + 12 * HOUR)

/** The calendar's bounds: the days a booking may have (`dayField`: 2000 to 2100). */
const calendarYears = { first: '2000-01-01', last: '2100-12-31' }

function realDate(text: string | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null
  const ms = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(ms) && isoDate(ms) === text ? text : null
}

/** Whether a paused range covers any day from `first` to `last` (dates, both included). */
export function pausedWithin(
  item: Pick<ItemRow, 'unavailableFrom' | 'unavailableTo'>,
  first: string,
  last: string,
) {
  const { unavailableFrom: from, unavailableTo: to } = item
  return from !== null && to !== null && from <= last && to >= first
}

/** For checkout: a booking of these hirer's days touches a paused day. */
export function pausedForBooking(
  item: Pick<ItemRow, 'unavailableFrom' | 'unavailableTo'>,
  period: { startDate: number; endDate: number },
): boolean {
  return pausedWithin(item, dateOfMidnight(period.startDate), dateOfMidnight(period.endDate))
}

/** For search: items not paused on any day of the searched period. */
export function notPausedDuring(period: Period): SQL {
  const first = dateOfMidnight(period.start.getTime())
  // The period runs to the midnight after its last day.
  const last = dateOfMidnight(period.end.getTime() - DAY)
  return sql`not coalesce(${items.unavailableFrom} <= ${last}::date and ${items.unavailableTo} >= ${first}::date, false)`
}

/** The owner's view of the switches. */
export function pauseOf(
  item: Pick<ItemRow, 'unavailableFrom' | 'unavailableTo' | 'unavailableToday'>,
) {
  const { unavailableFrom: from, unavailableTo: to } = item
  return {
    unavailableToday: item.unavailableToday && from !== null,
    unavailablePeriod: from && to && !item.unavailableToday ? { fromDate: from, toDate: to } : null,
  }
}

/** PUT /items/change/availability: answers the success toast's message. */
export async function setAvailability(
  db: Db,
  input: { userId: string; body: AvailabilityPayload; now: Date },
): Promise<string> {
  const { body } = input
  const item = await ownedItem(db, body.itemId, input.userId)
  const today = marketDate(input.now)
  const ranged = body.fromDate !== undefined || body.toDate !== undefined
  const forms = [body.unavailableToday === true, ranged, body.removeDate === true]
  if (forms.filter(Boolean).length > 1) throw badRequest(listingMessages.availabilityChoice)
  let pause: {
    unavailableFrom: string | null
    unavailableTo: string | null
    unavailableToday: boolean
  }
  if (body.unavailableToday === true) {
    pause = { unavailableFrom: today, unavailableTo: today, unavailableToday: true }
  } else if (ranged) {
    const from = realDate(body.fromDate)
    const to = realDate(body.toDate)
    // "Today" of the supplier's own calendar: the earliest date any zone still has.
    const earliest = isoDate(input.now.getTime() - 12 * HOUR)
    if (!from || !to || from < earliest || to < from) {
      throw badRequest(listingMessages.availabilityRange)
    }
    if (Date.parse(to) - Date.parse(from) > 730 * DAY)
      throw badRequest(listingMessages.availabilityRange)
    pause = { unavailableFrom: from, unavailableTo: to, unavailableToday: false }
  } else if (body.removeDate === true || body.unavailableToday === false) {
    pause = { unavailableFrom: null, unavailableTo: null, unavailableToday: false }
  } else {
    throw badRequest(listingMessages.availabilityChoice)
  }
  await db.update(items).set(pause).where(eq(items.id, item.id))
  return pause.unavailableFrom
    ? availabilityMessages.unavailableSet
    : availabilityMessages.available
}

/**
 * Whose midnights cut the calendar's days: the zone the client names, else its fixed
 * offset (an older client), else the marketplace's zone (never a fixed +10, which is an
 * hour off in every Sydney summer).
 */
export function calendarZone(query: { zone?: string; offset?: number }): HirerZone {
  if (query.zone !== undefined) return { timeZone: query.zone }
  if (query.offset !== undefined) return { offsetMinutes: query.offset }
  return { timeZone: marketZone }
}

/**
 * The days from `from` to `to` a hirer cannot book: paused, or no unit free at some instant
 * of the day (the database's own peak-usage function, as the capacity trigger counts it).
 * A day runs from the hirer's local midnight to the next one (`zone`: by name, so daylight
 * saving moves each midnight as the browser moves it), half open like the trigger's
 * periods: a booking due back at 23:45 on the 4th leaves the 5th free.
 */
export async function unavailableDates(
  db: Db,
  input: {
    itemId: string
    from: string | undefined
    to: string | undefined
    zone: HirerZone
    now: Date
  },
): Promise<UnavailableDates | null> {
  const { zone } = input
  if ('timeZone' in zone && !isTimeZone(zone.timeZone)) {
    throw badRequest(listingMessages.calendarZone)
  }
  const [item] = await db.select().from(items).where(eq(items.id, input.itemId)).limit(1)
  if (item?.status !== 'ACTIVE') return null
  const from = input.from === undefined ? dateIn(input.now.getTime(), zone) : realDate(input.from)
  const to = input.to === undefined && from ? addDateDays(from, 61) : realDate(input.to)
  if (!from || !to || to < from) throw badRequest(listingMessages.availabilityRange)
  // Only the years a booking can have: the first centuries' midnights in a named zone are
  // instants the database cannot read (a 500 before this check).
  if (from < calendarYears.first || to > calendarYears.last) {
    throw badRequest(listingMessages.calendarYears)
  }
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1
  if (days > maxCalendarDays) throw badRequest(listingMessages.calendarRange)
  // Day i runs from midnights[i] to midnights[i + 1] (23, 24 or 25 hours).
  const midnights = Array.from({ length: days + 1 }, (_, index) =>
    new Date(midnightIn(addDateDays(from, index), zone)).toISOString(),
  )
  const full = await db.execute<{ i: number }>(sql`
    with bounds as (select ${`{${midnights.join(',')}}`}::timestamptz[] as at)
    select i - 1 as i from bounds, generate_series(1, ${days}::int) as i
    where booking_units_used(${item.id}::uuid, bounds.at[i], bounds.at[i + 1], null)
      >= ${item.availableUnits}`)
  const booked = new Set((rowsOf(full) as { i: number }[]).map((row) => Number(row.i)))
  const dates: string[] = []
  for (let index = 0; index < days; index++) {
    const day = addDateDays(from, index)
    if (booked.has(index) || pausedWithin(item, day, day)) dates.push(day)
  }
  return { dates, from, to }
}

/** drizzle answers rows directly on PGlite and inside `.rows` on node-postgres. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result
  return (result as { rows?: unknown[] }).rows ?? []
}
