import { expect, it } from 'vitest'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type {
  OwnerFields,
  SellerItem,
  UnavailableDates,
} from '../../shared/contract/listings/listing.ts'
import { availabilityMessages, listingMessages } from '../../shared/contract/listings/messages.ts'
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
