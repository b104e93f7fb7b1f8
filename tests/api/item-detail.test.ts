import { expect, it } from 'vitest'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { describeApi } from './harness.ts'
import { plan, seededItem, seededUser } from './seed-facts.ts'

const items = plan.rows.items
const product = items.find(
  (item) => item.itemCategoryType === 2 && (item.bondCents ?? 0) > 0 && !item.isSameAsBusinessHour,
)
const businessHoursItem = items.find((item) => item.isSameAsBusinessHour)
const ownTermsItem = items.find((item) => item.isApplyTermsAndCond === false)
const noMaxGroup = items.find((item) => item.itemCategoryType === 1 && item.isNoMaxGroup)

describeApi('item detail', (api) => {
  const detail = (id: string, query = '') => api().get<ItemDetail>(`/items/${id}${query}`)

  it('answers the whole Item entity of a product', async () => {
    const seeded = product ?? items[0]
    const id = seeded?.id as string
    const item = await detail(id)
    const prices = plan.rows.itemPrices.filter((price) => price.itemId === id)
    expect(item).toMatchObject({
      _id: id,
      itemName: seeded?.itemName,
      itemDescription: seeded?.itemDescription,
      itemCategoryType: 2,
      availableUnits: seeded?.availableUnits,
      bond: (seeded?.bondCents ?? 0) / 100,
      instantBooking: seeded?.instantBooking,
      isInsuranceAvailable: seeded?.isInsuranceAvailable,
      isGroupBooking: false,
      userId: seeded?.supplierId,
      bookMarked: false,
      distance: null,
      pickUpLocation: {
        address: seeded?.address,
        city: seeded?.city,
        state: seeded?.state,
        latitude: seeded?.latitude,
        longitude: seeded?.longitude,
      },
    })
    expect(item.price.map((price) => price.amount * 100).sort()).toEqual(
      prices.map((price) => price.amountCents).sort(),
    )
    expect(item.minimumHireDuration).toEqual(seeded?.minimumHireDuration)
    expect(item.isNoMaxHireDuration).toBe(seeded?.isNoMaxHireDuration)
    expect(item.maximumHireDuration).toEqual(
      seeded?.isNoMaxHireDuration ? null : seeded?.maximumHireDuration,
    )
    expect(item.pickUpDaysAndTime).toEqual(seeded?.pickUpDaysAndTime)
    for (const slot of item.pickUpDaysAndTime) {
      expect(slot.endTime).toBeGreaterThan(slot.startTime)
    }
    expect(item.media.length).toBeGreaterThanOrEqual(2)
    expect(item.media.every((media) => media.type === 1 && media.url.startsWith('http'))).toBe(true)
    const category = plan.rows.categories.find((entry) => entry.id === seeded?.categoryId)
    expect(item.categories).toMatchObject({ _id: category?.id, name: category?.name })
    expect(item.co2Save).toBe(category?.co2Save)
    const tagIds = plan.rows.itemTags.filter((tag) => tag.itemId === id).map((tag) => tag.tagId)
    expect(item.tags.map((tag) => tag._id).sort()).toEqual([...tagIds].sort())
    expect(item.categories.subCategories).toEqual([
      expect.objectContaining({ _id: seeded?.subCategoryId, tags: item.tags }),
    ])
    const supplier = seededUser(seeded?.supplierId as string)
    expect(item.supplier).toMatchObject({
      userId: supplier.id,
      rating: supplier.reviewCount ? supplier.rating : null,
      reviewCount: supplier.reviewCount,
      totalHireItem: items.filter((entry) => entry.supplierId === supplier.id).length,
    })
    expect(item.supplier.name.length).toBeGreaterThan(2)
    expect(item.questions.totalQuestion).toBeGreaterThanOrEqual(item.questions.newQuestion)
    expect(item.relatedItems).toHaveLength(5)
    expect(item.relatedItems.every((related) => related.categories._id === category?.id)).toBe(true)
    expect(item.relatedItems.some((related) => related._id === id)).toBe(false)
  })

  it('gives group sizes of experiences, and none as the maximum when there is no limit', async () => {
    const id = noMaxGroup?.id as string
    const item = await detail(id)
    expect(item).toMatchObject({
      itemCategoryType: 1,
      isGroupBooking: true,
      minimumGroupNumber: noMaxGroup?.minimumGroupNumber,
      maximumGroupNumber: null,
      isNoMaxGroup: true,
    })
    const limited = items.find((entry) => entry.itemCategoryType === 1 && !entry.isNoMaxGroup)
    const other = await detail(limited?.id as string)
    expect(other.maximumGroupNumber).toBe(limited?.maximumGroupNumber)
    expect(other.maximumGroupNumber ?? 0).toBeGreaterThan(other.minimumGroupNumber ?? 0)
  })

  it('opens with the business hours when the listing follows them', async () => {
    const id = businessHoursItem?.id as string
    const item = await detail(id)
    const hours = seededUser(businessHoursItem?.supplierId as string).hours as {
      day: string
      open: number
      close: number
    }[]
    expect(item.isSameAsBusinessHour).toBe(true)
    expect(item.supplier.userType).toBe('BUSINESS')
    expect(item.pickUpDaysAndTime).toEqual(
      hours.map((slot) => ({ day: slot.day, startTime: slot.open, endTime: slot.close })),
    )
  })

  it('links the supplier\u2019s own terms as a PDF, or none when the marketplace terms apply', async () => {
    const own = await detail(ownTermsItem?.id as string)
    expect(own.isApplyTermsAndCond).toBe(false)
    expect(own.termsAndCondDoc).toMatch(/^http:\/\/.+\/media\/terms\/.+\.pdf$/)
    const pdf = await fetch(own.termsAndCondDoc ?? '')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const standard = items.find((item) => item.isApplyTermsAndCond)
    const marketplace = await detail(standard?.id as string)
    expect(marketplace).toMatchObject({ isApplyTermsAndCond: true, termsAndCondDoc: null })
  })

  it('plays a listing\u2019s video: MP4 served in byte ranges, with a picture as poster', async () => {
    const video = plan.rows.itemMedia.find((media) => media.type === 2)
    const item = await detail(video?.itemId as string)
    const entry = item.media.find((media) => media.type === 2)
    expect(item.media.at(-1)).toEqual(entry)
    expect(entry?.url).toMatch(/^http:\/\/.+\/media\/videos\/.+\.mp4$/)
    expect(entry?.thumbnailImage).toBe(item.media[0]?.url)
    expect(item.media.filter((media) => media.type === 2)).toHaveLength(1)
    const whole = await fetch(entry?.url ?? '')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const bytes = Buffer.from(await whole.arrayBuffer())
    expect(bytes.toString('latin1', 4, 12)).toBe('ftypisom')
    const part = await fetch(entry?.url ?? '', { headers: { range: 'bytes=4-11' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom')
    const tail = await fetch(entry?.url ?? '', { headers: { range: 'bytes=-4' } })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(-4))
    const beyond = await fetch(entry?.url ?? '', { headers: { range: `bytes=${bytes.length}-` } })
    expect(beyond.status).toBe(416)
  })

  it('gives the distance from the caller when a point is sent', async () => {
    const seeded = seededItem(product?.id as string)
    const item = await detail(
      seeded.id as string,
      `?latitude=${seeded.latitude}&longitude=${seeded.longitude + 0.1}`,
    )
    expect(item.distance).toBeGreaterThan(5)
    expect(item.distance).toBeLessThan(15)
  })

  it('answers 404 Item not exist for an unknown item and 400 for a malformed id', async () => {
    const missing = await api().call('/items/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Item not exist' })
    for (const bad of ['not-an-id', '123', 'a'.repeat(80)]) {
      const response = await api().call(`/items/${bad}`)
      expect(response.status, bad).toBe(400)
      expect((await response.json()).message).toMatch(/^id must be a valid id/)
    }
    const noAuth = await api().call(`/items/${product?.id}`, { auth: null })
    expect(noAuth.status).toBe(401)
  })
})
