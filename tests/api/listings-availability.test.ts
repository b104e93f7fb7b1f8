import { expect, it } from 'vitest'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type {
  OwnerFields,
  SellerItem,
  UnavailableDates,
} from '../../shared/contract/listings/listing.ts'
import { availabilityMessages, listingMessages } from '../../shared/contract/listings/messages.ts'
import { addDateDays, type HirerZone, midnightIn } from '../../shared/domain/booking/hirer-days.ts'
import {
  checkoutBody,
  DAY,
  hirerWithCard,
  itemOf,
  request,
  serverClock,
} from './bookings-support.ts'
import { describeApi } from './harness.ts'
import { createListing, listingSupplier, searchNames, uniqueName } from './listings-support.ts'

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const sydney: HirerZone = { timeZone: 'Australia/Sydney' }
/** Sydney is on UTC+11 from the day before `date` to two days after it. */
const summerAround = (date: string) =>
  [-1, 0, 1, 2, 3].every(
    (days) =>
      Date.parse(`${addDateDays(date, days)}T00:00:00Z`) -
        midnightIn(addDateDays(date, days), sydney) ===
      11 * 3_600_000,
  )
const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())

describeApi('listings: availability', (api) => {
  const clock = serverClock(api)

  it('hides a paused range from search and refuses bookings for it, for the owner only', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Beach cart')
    const word = name.split(' ').at(-1) ?? name
    const { itemId } = await createListing(api(), supplier, name)
    const from = clock.day(10)
    const to = clock.day(12)
    const body = { itemId, fromDate: ymd(from), toDate: ymd(to) }

    const other = await listingSupplier(api())
    expect(
      (await request(api(), 'PUT', '/items/change/availability', body, other.auth)).status,
    ).toBe(403)
    const set = await request(api(), 'PUT', '/items/change/availability', body, supplier.auth)
    expect([set.status, set.body.message]).toEqual([200, availabilityMessages.unavailableSet])

    expect(await searchNames(api(), word, [clock.day(11), clock.day(11)])).toEqual([])
    expect(await searchNames(api(), word, [clock.day(8), clock.day(10)])).toEqual([])
    expect(await searchNames(api(), word, [clock.day(13), clock.day(14)])).toEqual([name])
    expect(await searchNames(api(), word)).toEqual([name])

    const detail = await api().get<ItemDetail & OwnerFields>(`/items/${itemId}`, supplier.auth)
    expect(detail.unavailablePeriod).toEqual({ fromDate: ymd(from), toDate: ymd(to) })
    const calendar = await api().get<UnavailableDates>(
      `/items/${itemId}/unavailable-dates?from=${ymd(clock.day(9))}&to=${ymd(clock.day(13))}&offset=0`,
    )
    expect(calendar.dates).toEqual([ymd(from), ymd(clock.day(11)), ymd(to)])

    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), itemId)
    const paused = checkoutBody(
      item,
      hirer.card.id,
      { startDate: from, endDate: from },
      clock.now(),
    )
    const refused = await request(api(), 'POST', '/booking/checkout', paused.body, hirer.auth)
    expect([refused.status, refused.body.message]).toEqual([409, bookingApiMessages.unavailable])

    const removed = await request(
      api(),
      'PUT',
      '/items/change/availability',
      { itemId, removeDate: true },
      supplier.auth,
    )
    expect([removed.status, removed.body.message]).toEqual([200, availabilityMessages.available])
    expect(await searchNames(api(), word, [clock.day(11), clock.day(11)])).toEqual([name])
  })

  it('marks today unavailable, and greys out days with no unit left', async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Snorkel set'))
    const today = await request(
      api(),
      'PUT',
      '/items/change/availability',
      { itemId, unavailableToday: true },
      supplier.auth,
    )
    expect(today.status).toBe(200)
    const mine = await api().get<{ list: SellerItem[] }>('/seller/items', supplier.auth)
    expect(mine.list[0]).toMatchObject({ _id: itemId, unavailableToday: true })
    const calendar = await api().get<UnavailableDates>(`/items/${itemId}/unavailable-dates`)
    expect(calendar.dates).toContain(sydneyToday())

    // Both units booked for one day: that day is full.
    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), itemId)
    const day = clock.day(20)
    const both = checkoutBody(
      item,
      hirer.card.id,
      { startDate: day, endDate: day, quantity: 2 },
      clock.now(),
    )
    const booked = await request(api(), 'POST', '/booking/checkout', both.body, hirer.auth)
    expect(booked.status).toBe(200)
    const around = await api().get<UnavailableDates>(
      `/items/${itemId}/unavailable-dates?from=${ymd(day - DAY)}&to=${ymd(day + DAY)}&offset=0`,
    )
    expect(around.dates).toEqual([ymd(day)])
  })

  it("cuts the days at the hirer's own midnights, as checkout and the capacity trigger do", async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Clear kayak'))
    const item = await itemOf(api(), itemId)
    const units = item.availableUnits ?? 1
    const hirer = await hirerWithCard(api())
    // Sydney on daylight saving time (UTC+11) from the day before to two days after.
    let date = ymd(clock.day(20))
    while (!summerAround(date)) date = addDateDays(date, 1)
    const before = addDateDays(date, -1)
    const after = addDateDays(date, 1)
    const next = addDateDays(date, 2)
    const calendar = async (query: string) =>
      (
        await api().get<UnavailableDates>(
          `/items/${itemId}/unavailable-dates?from=${before}&to=${next}${query}`,
        )
      ).dates
    const book = (day: string, zone: HirerZone) => {
      const midnight = midnightIn(day, zone)
      const { body } = checkoutBody(
        item,
        hirer.card.id,
        { startDate: midnight, endDate: midnight, quantity: units },
        clock.now(),
      )
      return request(api(), 'POST', '/booking/checkout', body, hirer.auth)
    }

    // Every unit booked by a hirer in Sydney for the whole day, due back at 23:45.
    expect((await book(date, sydney)).status).toBe(200)
    expect(await calendar('&zone=Australia%2FSydney')).toEqual([date])
    // Without a zone the marketplace's own (Sydney) days, never a fixed UTC+10.
    expect(await calendar('')).toEqual([date])
    expect(await calendar('&offset=-660')).toEqual([date])
    // In UTC the same hours fall on two dates: a UTC hirer can book neither of them whole.
    expect(await calendar('&zone=UTC')).toEqual([before, date])
    expect((await book(before, { timeZone: 'UTC' })).status).toBe(409)
    // The day after the booking is free in Sydney, and checkout agrees.
    expect((await book(after, sydney)).status).toBe(200)
    expect(await calendar('&zone=Australia%2FSydney')).toEqual([date, after])
    expect(await calendar('&zone=UTC')).toEqual([before, date, after])

    const wrong = await api().call(
      `/items/${itemId}/unavailable-dates?from=${before}&to=${next}&zone=Mars%2FOlympus`,
    )
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { message: string }).message).toBe(listingMessages.calendarZone)
    // Years no booking can have are refused, in any zone, instead of failing in the database.
    for (const query of ['from=0001-01-01', 'from=0100-01-01&zone=Pacific%2FKiritimati']) {
      const ancient = await api().call(`/items/${itemId}/unavailable-dates?${query}`)
      expect(ancient.status, query).toBe(400)
      const { message } = (await ancient.json()) as { message: string }
      expect(message).toBe(listingMessages.calendarYears)
    }
  })

  it('follows daylight saving inside one answer, where any single offset is an hour off', async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Clear kayak'))
    const item = await itemOf(api(), itemId)
    const hirer = await hirerWithCard(api())
    // Sydney's next change of clocks (a Sunday in October or April): a 23- or 25-hour day.
    let changed = ymd(clock.day(4))
    while (midnightIn(addDateDays(changed, 1), sydney) - midnightIn(changed, sydney) === DAY) {
      changed = addDateDays(changed, 1)
    }
    // The whole day before and the whole day after, every unit, by a hirer in Sydney.
    const before = addDateDays(changed, -1)
    const after = addDateDays(changed, 1)
    for (const day of [before, after]) {
      const midnight = midnightIn(day, sydney)
      const { body } = checkoutBody(
        item,
        hirer.card.id,
        { startDate: midnight, endDate: midnight, quantity: item.availableUnits ?? 1 },
        clock.now(),
      )
      const booked = await request(api(), 'POST', '/booking/checkout', body, hirer.auth)
      expect(booked.status).toBe(200)
    }
    const from = addDateDays(changed, -3)
    const to = addDateDays(changed, 3)
    const answer = await api().get<UnavailableDates>(
      `/items/${itemId}/unavailable-dates?from=${from}&to=${to}&zone=Australia%2FSydney`,
    )
    // Read at either side's offset, one of the neighbouring days would look taken too.
    expect(answer.dates).toEqual([before, after])
  })

  it('refuses unclear or past periods with 400', async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Esky'))
    const bodies = [
      { itemId },
      { itemId, fromDate: ymd(clock.day(-3)), toDate: ymd(clock.day(2)) },
      { itemId, fromDate: ymd(clock.day(5)), toDate: ymd(clock.day(4)) },
      { itemId, fromDate: '2026-02-30', toDate: '2026-03-02' },
      { itemId, fromDate: ymd(clock.day(5)) },
      { itemId, unavailableToday: true, removeDate: true },
      { itemId: 'not-an-id', removeDate: true },
      'junk',
    ]
    for (const body of bodies) {
      const answer = await request(api(), 'PUT', '/items/change/availability', body, supplier.auth)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const ranged = await request(
      api(),
      'PUT',
      '/items/change/availability',
      { itemId, fromDate: ymd(clock.day(5)), toDate: ymd(clock.day(4)) },
      supplier.auth,
    )
    expect(ranged.body.message).toBe(listingMessages.availabilityRange)
    for (const query of ['from=2026-13-01', 'offset=9999', 'from=2026-01-01&to=2026-12-31']) {
      const answer = await api().call(`/items/${itemId}/unavailable-dates?${query}`)
      expect(answer.status, query).toBe(400)
    }
  })
})
