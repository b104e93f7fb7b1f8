import { expect, it } from 'vitest'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type { OwnerFields, SellerItem } from '../../shared/contract/listings/listing.ts'
import { listingMessages as m } from '../../shared/contract/listings/messages.ts'
import { request } from './bookings-support.ts'
import { describeApi } from './harness.ts'
import {
  catalogueChoice,
  createListing,
  listingPayload,
  listingSupplier,
  samples,
  searchNames,
  uniqueName,
  upload,
} from './listings-support.ts'

type OwnerDetail = ItemDetail & OwnerFields

describeApi('listings: create and edit', (api) => {
  it('lists a new item that search finds at once, and shows it in the owner list', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Touring kayak')
    const { itemId, payload } = await createListing(api(), supplier, name)
    expect(await searchNames(api(), name.split(' ').at(-1) ?? name)).toEqual([name])

    const detail = await api().get<OwnerDetail>(`/items/${itemId}`, supplier.auth)
    expect(detail).toMatchObject({
      itemName: name,
      status: 'ACTIVE',
      availableUnits: 2,
      price: [{ type: 1, amount: 45.5 }],
      bond: 100,
      pickUpDaysAndTime: [{ day: 'monday', startTime: 540, endTime: 1020 }],
      maximumHireDuration: { type: 2, value: 2 },
      subCategoryId: payload.categories.subCategoryId,
      tagIds: payload.categories.tags,
      unavailableToday: false,
      unavailablePeriod: null,
    })
    expect(detail.media[0]?.url).toMatch(/\/media\/uploads\/.+\.png$/)
    // Others see the public detail only.
    const publicView = await api().get<OwnerDetail>(`/items/${itemId}`)
    expect(publicView).not.toHaveProperty('status')

    const mine = await api().get<{ list: SellerItem[]; total: number }>(
      '/seller/items?pageNo=1&limit=10',
      supplier.auth,
    )
    expect(mine.total).toBe(1)
    expect(mine.list[0]).toMatchObject({ _id: itemId, itemName: name, itemCategoryType: 2 })
    expect(Date.parse(mine.list[0]?.created ?? '')).toBeGreaterThan(0)
  })

  it('lists in a whole category (the All chip), open every day', async () => {
    const supplier = await listingSupplier(api())
    const base = await listingPayload(api(), supplier, uniqueName('Dry bag'))
    const payload = {
      ...base,
      categories: { ...base.categories, subCategoryId: null, tags: [] },
      pickUpDaysAndTime: [{ day: 'everyday', startTime: 0, endTime: 1425 }],
    }
    const created = await request<{ itemId: string }>(
      api(),
      'POST',
      '/items',
      payload,
      supplier.auth,
    )
    expect(created.status).toBe(200)
    const detail = await api().get<OwnerDetail>(`/items/${created.body.data.itemId}`, supplier.auth)
    expect(detail).toMatchObject({
      subCategoryId: null,
      pickUpDaysAndTime: payload.pickUpDaysAndTime,
    })
  })

  it('edits the listing for its owner only; the type stays', async () => {
    const supplier = await listingSupplier(api())
    const other = await listingSupplier(api())
    const { itemId, payload } = await createListing(api(), supplier, uniqueName('Paddle board'))
    const edit = {
      ...payload,
      itemId,
      price: [{ type: 1, amount: 60 }],
      itemName: 'Paddle board XL',
    }
    const notMine = await request(api(), 'PUT', '/items', edit, other.auth)
    expect(notMine.status).toBe(403)
    const saved = await request(api(), 'PUT', '/items', edit, supplier.auth)
    expect(saved.status).toBe(200)
    const detail = await api().get<OwnerDetail>(`/items/${itemId}`, supplier.auth)
    expect(detail).toMatchObject({ itemName: 'Paddle board XL', price: [{ type: 1, amount: 60 }] })
    // The media the item already shows may be kept as they are answered.
    expect(detail.media).toHaveLength(1)
    const kept = { ...edit, media: detail.media }
    expect((await request(api(), 'PUT', '/items', kept, supplier.auth)).status).toBe(200)
    const retyped = await request(
      api(),
      'PUT',
      '/items',
      { ...edit, itemCategoryType: 1 },
      supplier.auth,
    )
    expect(retyped.status).toBe(400)
    expect(retyped.body.message).toBe(m.typeLocked)
  })

  it('refuses what the wizard refuses, with the same messages', async () => {
    const supplier = await listingSupplier(api())
    const payload = await listingPayload(api(), supplier, uniqueName('Tent'))
    const cases: [Record<string, unknown>, string][] = [
      [{ itemName: 'ab' }, m.nameShort],
      [{ itemName: 'x'.repeat(51) }, m.nameLong],
      [{ availableUnits: 0 }, m.unitsMin],
      [{ media: [] }, m.imageRequired],
      [{ itemDescription: 'ab' }, m.descriptionShort],
      [{ city: 'ab' }, m.placeShort],
      [{ pickUpDaysAndTime: [] }, m.oneDayRequired],
      [{ pickUpDaysAndTime: [{ day: 'monday', startTime: 540, endTime: 570 }] }, m.minimumGap],
      [{ minimumHireDuration: { type: 4, value: 25 } }, m.hoursMax],
      [{ maximumHireDuration: { type: 1, value: 1 } }, m.durationMaxGreater],
      [{ price: [{ type: 1, amount: 10000.01 }] }, m.priceMax],
      [{ price: [{ type: 1, amount: 12.345 }] }, m.priceDecimals],
      [{ price: [] }, m.priceAtLeastOne],
      [{ bond: 1.5 }, m.bondInvalid],
      [{ isApplyTermsAndCond: false, termsAndCondDoc: '' }, m.termsRequired],
    ]
    for (const [change, message] of cases) {
      const refused = await request(
        api(),
        'POST',
        '/items',
        { ...payload, ...change },
        supplier.auth,
      )
      expect([refused.status, refused.body.message]).toEqual([400, message])
    }
  })

  it('accepts only the supplier own uploads of a fitting type', async () => {
    const supplier = await listingSupplier(api())
    const other = await listingSupplier(api())
    const payload = await listingPayload(api(), supplier, uniqueName('Camp stove'))
    const theirs = await upload(api(), other.auth, samples.png, 'photo.png')
    const pdf = await upload(api(), supplier.auth, samples.pdf, 'terms.pdf')
    const video = await upload(api(), supplier.auth, samples.mp4, 'clip.mp4')
    const refusals = [
      { media: [{ url: theirs, thumbnailImage: '', type: 1 }] },
      { media: [{ url: pdf, thumbnailImage: '', type: 1 }] },
      { media: [{ url: 'https://elsewhere.example.com/a.png', thumbnailImage: '', type: 1 }] },
      { isApplyTermsAndCond: false, termsAndCondDoc: video.replace('.mp4', '.pdf') },
    ]
    for (const change of refusals) {
      const refused = await request(
        api(),
        'POST',
        '/items',
        { ...payload, ...change },
        supplier.auth,
      )
      expect(refused.status).toBe(400)
    }
    const withVideo = {
      ...payload,
      media: [...payload.media, { url: video, thumbnailImage: payload.media[0]?.url, type: 2 }],
      isApplyTermsAndCond: false,
      termsAndCondDoc: pdf,
    }
    const created = await request<{ itemId: string }>(
      api(),
      'POST',
      '/items',
      withVideo,
      supplier.auth,
    )
    expect(created.status).toBe(200)
    const detail = await api().get<OwnerDetail>(`/items/${created.body.data.itemId}`, supplier.auth)
    expect(detail.termsAndCondDoc).toMatch(/\.pdf$/)
    expect(detail.media.map((media) => media.type)).toEqual([1, 2])
  })

  it('answers junk bodies with 400, never 5xx', async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Surf rack'))
    const { categoryId } = catalogueChoice()
    const junk: unknown[] = [
      '',
      'not json',
      '[]',
      null,
      { itemName: 5 },
      { categories: { _id: 'nope' } },
      { categories: { _id: categoryId }, price: 'x' },
      { itemId, media: [{ url: 1 }] },
      { pickUpDaysAndTime: [{ day: 'funday', startTime: -1, endTime: 99999 }] },
      { itemName: 'a\u0000b' },
    ]
    for (const body of junk) {
      for (const method of ['POST', 'PUT']) {
        const answer = await api().call('/items', {
          method,
          auth: supplier.auth,
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        })
        expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(400)
      }
    }
    for (const path of ['/seller/items?pageNo=0', '/seller/items?limit=abc']) {
      expect((await api().call(path, { auth: supplier.auth })).status).toBe(400)
    }
  })
})
