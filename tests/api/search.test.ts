import { expect, it } from 'vitest'
import { seedZone } from '../../server/db/seed/plan/booking-rows.ts'
import type { ItemSummary, SearchItemsData } from '../../shared/contract/catalogue/catalogue.ts'
import { addDateDays, midnightIn } from '../../shared/domain/booking/hirer-days.ts'
import { bearer, describeApi, expectSeededTotal, postJson } from './harness.ts'
import {
  ascending,
  categoryIdByName,
  descending,
  haversineKm,
  itemsNear,
  plan,
  seededItem,
} from './seed-facts.ts'

const items = plan.rows.items
const subNames = new Map(plan.rows.subCategories.map((sub) => [sub.id, sub.name]))
const categoryNames = new Map(plan.rows.categories.map((category) => [category.id, category.name]))
const ids = (list: ItemSummary[]) => list.map((item) => item._id)

function matchesText(item: (typeof items)[number], text: string) {
  const fields = [
    item.itemName,
    item.itemDescription ?? '',
    categoryNames.get(item.categoryId) ?? '',
    subNames.get(item.subCategoryId ?? '') ?? '',
  ]
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => fields.some((field) => field.toLowerCase().includes(word)))
}

describeApi('item search', (api) => {
  const search = (query: string, auth?: string) =>
    api().get<SearchItemsData>(`/items?${query}`, auth)

  it('lists the most hired items by default, ten per page, as item cards', async () => {
    const data = await search('')
    expectSeededTotal(data.total, items.length)
    expect(data.total).toBeGreaterThanOrEqual(240)
    expect(data.categoryName).toBeNull()
    expect(data.list).toHaveLength(10)
    const hires = data.list.map((item) => seededItem(item._id).hireCount ?? 0)
    expect(descending(hires)).toBe(true)
    expect(hires[0]).toBe(Math.max(...items.map((item) => item.hireCount ?? 0)))
    const card = data.list[0] as ItemSummary
    const seeded = seededItem(card._id)
    expect(card).toMatchObject({
      itemName: seeded.itemName,
      distance: null,
      bookMarked: false,
      bond: (seeded.bondCents ?? 0) / 100,
    })
    const prices = plan.rows.itemPrices.filter((price) => price.itemId === card._id)
    expect(card.price.map((price) => price.amount).sort()).toEqual(
      prices.map((price) => price.amountCents / 100).sort(),
    )
    expect(card.media[0]?.url).toMatch(/^http:\/\/.+\/media\/items\/.+\.svg$/)
    expect(card.categories.name).toBe(categoryNames.get(seeded.categoryId))
    expect(card.pickUpLocation).toMatchObject({ city: seeded.city, state: seeded.state })
  })

  it('matches text in names, descriptions and category names, case-insensitively', async () => {
    for (const text of ['kayak', 'KAYAK', 'sea kayak', 'Snow', 'tasting']) {
      const data = await search(`search=${encodeURIComponent(text)}&limit=100`)
      const expected = items.filter((item) => matchesText(item, text))
      expect(expected.length, text).toBeGreaterThan(0)
      expect(data.total, text).toBe(expected.length)
      expect(
        data.list.every((item) => matchesText(seededItem(item._id), text)),
        text,
      ).toBe(true)
    }
    const none = await search('search=zzzqqq')
    expect(none).toEqual({ list: [], total: 0, categoryName: null })
    const wildcard = await search('search=%25')
    expect(wildcard.total).toBe(items.filter((item) => matchesText(item, '%')).length)
  })

  it('filters by category and names it', async () => {
    const surfing = categoryIdByName('Surfing')
    const data = await search(`categoryId=${surfing}&limit=100`)
    expect(data.categoryName).toBe('Surfing')
    expect(data.total).toBe(items.filter((item) => item.categoryId === surfing).length)
    expect(data.list.every((item) => item.categories._id === surfing)).toBe(true)
  })

  it('filters by subcategories and tags', async () => {
    const subs = plan.rows.subCategories.slice(0, 2).map((sub) => sub.id as string)
    const bySub = await search(`subCategoryIds=${subs.join(',')}&limit=100`)
    expect(bySub.total).toBe(items.filter((item) => subs.includes(item.subCategoryId ?? '')).length)
    expect(
      bySub.list.every((item) => subs.includes(seededItem(item._id).subCategoryId ?? '')),
    ).toBe(true)
    const repeated = await search(`subCategoryIds=${subs[0]}&subCategoryIds=${subs[1]}&limit=100`)
    expect(repeated.total).toBe(bySub.total)

    const tagIds = [plan.rows.itemTags[0]?.tagId, plan.rows.itemTags[7]?.tagId] as string[]
    const tagged = new Set(
      plan.rows.itemTags.filter((row) => tagIds.includes(row.tagId)).map((row) => row.itemId),
    )
    const byTag = await search(`tags=${tagIds.join(',')}&limit=100`)
    expect(byTag.total).toBe(tagged.size)
    expect(byTag.list.every((item) => tagged.has(item._id))).toBe(true)
  })

  it('filters by kind and instant booking', async () => {
    for (const kind of [1, 2]) {
      const data = await search(`itemCategoryType=${kind}&limit=100`)
      expect(data.total).toBe(items.filter((item) => item.itemCategoryType === kind).length)
      expect(data.list.every((item) => item.itemCategoryType === kind)).toBe(true)
    }
    for (const instant of [true, false]) {
      const data = await search(`instantBooking=${instant}&limit=100`)
      expect(data.total).toBe(items.filter((item) => item.instantBooking === instant).length)
      expect(data.list.every((item) => item.instantBooking === instant)).toBe(true)
    }
  })

  it('filters by the per-day price range in dollars', async () => {
    const data = await search('startPrice=20&endPrice=60&limit=100')
    const inRange = items.filter((item) => item.dayPriceCents >= 2000 && item.dayPriceCents <= 6000)
    expect(data.total).toBe(inRange.length)
    expect(
      data.list.every((item) => {
        const cents = seededItem(item._id).dayPriceCents
        return cents >= 2000 && cents <= 6000
      }),
    ).toBe(true)
    const cheap = await search('endPrice=12.5&limit=100')
    expect(cheap.total).toBe(items.filter((item) => item.dayPriceCents <= 1250).length)
  })

  it('leaves out items fully booked for the dates, but not partly booked or cancelled ones', async () => {
    // The seeded bookings lie on the demo hirer's Sydney days: search those days, as the
    // hirer's browser would.
    const seedDate = new Date().toISOString().slice(0, 10)
    const day = (n: number) => midnightIn(addDateDays(seedDate, n), seedZone)
    const { bookedOutItemId, partlyBookedItemId, cancelledBookingItemId } = plan.scenario
    const found = async (itemId: string, from: number, to: number) => {
      const category = seededItem(itemId).categoryId
      const data = await search(
        `categoryId=${category}&startDate=${day(from)}&endDate=${day(to)}&limit=100`,
      )
      return ids(data.list).includes(itemId)
    }
    expect(await found(bookedOutItemId, 11, 12)).toBe(false)
    expect(await found(bookedOutItemId, 8, 11)).toBe(false)
    expect(await found(bookedOutItemId, 12, 12)).toBe(false)
    expect(await found(bookedOutItemId, 20, 22)).toBe(true)
    expect(await found(bookedOutItemId, 1, 9)).toBe(true)
    // The last searched day is hired too: a range ending on the first booked day clashes.
    expect(await found(bookedOutItemId, 8, 10)).toBe(false)
    expect(await found(partlyBookedItemId, 11, 12)).toBe(true)
    expect(await found(cancelledBookingItemId, 11, 12)).toBe(true)
  })

  it('keeps items within 100 km of a location, closest first, with distances', async () => {
    const bondi = { lat: -33.8915, lng: 151.2767 }
    const data = await search(`latitude=${bondi.lat}&longitude=${bondi.lng}&limit=100`)
    const distances = data.list.map((item) => item.distance ?? Number.NaN)
    expect(data.total).toBeGreaterThan(10)
    expect(distances.every((km) => km >= 0 && km <= 100)).toBe(true)
    expect(ascending(distances)).toBe(true)
    expect(new Set(data.list.map((item) => item.pickUpLocation.state))).toEqual(new Set(['NSW']))
    const expected = items.filter((item) => haversine(bondi, item) <= 100)
    expect(data.total).toBe(expected.length)
    const far = await search('latitude=-12.46&longitude=130.84&limit=100')
    expect(far.list.every((item) => item.pickUpLocation.state === 'NT')).toBe(true)
  })

  it('keeps a place 99.9 km away and drops one 100.1 km away, at the edges of the radius', async () => {
    const item =
      items.find((entry) => entry.city === 'Bondi') ?? (items[0] as (typeof items)[number])
    const angle = (km: number) => km / 6371
    const degrees = (radians: number) => (radians * 180) / Math.PI
    // Due north of the searched point, and where the circle reaches furthest east (a little
    // poleward of due east): the two edges a bounding box around the point must not cut.
    const south = (km: number) => ({
      latitude: item.latitude - degrees(angle(km)),
      longitude: item.longitude,
    })
    const west = (km: number) => {
      const latitude = Math.asin(Math.sin((item.latitude * Math.PI) / 180) * Math.cos(angle(km)))
      return {
        latitude: degrees(latitude),
        longitude: item.longitude - degrees(Math.asin(Math.sin(angle(km)) / Math.cos(latitude))),
      }
    }
    for (const from of [south, west]) {
      for (const km of [99.9, 100.1]) {
        const point = from(km)
        expect(haversineKm(point, item)).toBeCloseTo(km, 6)
        const data = await search(
          `categoryId=${item.categoryId}&latitude=${point.latitude}&longitude=${point.longitude}&limit=100`,
        )
        const found = data.list.find((card) => card._id === item.id)
        expect(found?.distance ?? null, `${from.name} ${km} km`).toBe(km < 100 ? km : null)
        const near = itemsNear(point, 100).filter((entry) => entry.categoryId === item.categoryId)
        expect(data.total, `${from.name} ${km} km`).toBe(near.length)
      }
    }
  })

  it('pages without overlap', async () => {
    const first = await search('limit=5&pageNo=1')
    const second = await search('limit=5&pageNo=2')
    const both = await search('limit=10&pageNo=1')
    expect([...ids(first.list), ...ids(second.list)]).toEqual(ids(both.list))
    expect(first.total).toBe(both.total)
    const past = await search('limit=10&pageNo=1000')
    expect(past.list).toEqual([])
    expectSeededTotal(past.total, items.length)
  })

  it('marks the signed-in user\u2019s bookmarks', async () => {
    const bookmarked = plan.rows.bookmarks[0]?.itemId as string
    const query = `categoryId=${seededItem(bookmarked).categoryId}&limit=100`
    const login = await postJson(api(), '/user/login', {
      email: 'hirer@example.com',
      password: 'Password1',
    })
    const signedIn = await search(query, bearer(String(login.body.data.accessToken)))
    expect(signedIn.list.find((item) => item._id === bookmarked)?.bookMarked).toBe(true)
    const guest = await search(query)
    expect(guest.list.find((item) => item._id === bookmarked)?.bookMarked).toBe(false)
  })
})

function haversine(
  from: { lat: number; lng: number },
  to: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180
  const a =
    Math.sin(((to.latitude - from.lat) * rad) / 2) ** 2 +
    Math.cos(from.lat * rad) *
      Math.cos(to.latitude * rad) *
      Math.sin(((to.longitude - from.lng) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}
