import { expect, it } from 'vitest'
import type { ProfileViewData } from '../../shared/contract/account/profile.ts'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import type { LastHiredItem, MostHiredItem } from '../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import type { ReviewsData } from '../../shared/contract/supplier/profiles.ts'
import { guestToken, signIn } from './accounts.ts'
import { bearer, describeApi, expectSeededTotal } from './harness.ts'
import { demoHirerId, demoSupplierId, descending, plan, seededItem } from './seed-facts.ts'

const users = plan.rows.users
const business = users.find(
  (user) =>
    user.userType === 'BUSINESS' && plan.rows.items.some((item) => item.supplierId === user.id),
)
const unreviewed = users.find((user) => user.reviewCount === 0)
const listingsOf = (userId: string) => plan.rows.items.filter((item) => item.supplierId === userId)
const notHired = ['REQUESTED', 'DECLINED', 'CANCELED', 'EXPIRED', 'PAYMENT_REQUIRED']

describeApi('supplier profiles', (api) => {
  const profile = async (id: string) =>
    (await api().get<ProfileViewData>(`/user/profile-view/${id}`)).user

  it('shows a business with its company name, hours, map location, tags and categories', async () => {
    const user = await profile(business?.id as string)
    const listings = listingsOf(business?.id as string)
    expect(user).toMatchObject({
      _id: business?.id,
      userId: business?.id,
      userType: 'BUSINESS',
      name: business?.companyName,
      companyName: business?.companyName,
      aboutCompany: business?.aboutCompany,
      rating: business?.reviewCount ? business.rating : null,
      reviewCount: business?.reviewCount,
      totalHireItem: listings.length,
      hours: business?.hours,
      location: {
        address: business?.address,
        latitude: business?.latitude,
        longitude: business?.longitude,
      },
    })
    const categoryIds = new Set(listings.map((item) => item.categoryId))
    expect(user.categories.map((category) => category._id).sort()).toEqual([...categoryIds].sort())
    const tagIds = new Set(
      plan.rows.itemTags
        .filter((tag) => listings.some((item) => item.id === tag.itemId))
        .map((tag) => tag.tagId),
    )
    expect(user.tags.map((tag) => tag._id).sort()).toEqual([...tagIds].sort())
    for (const slot of user.hours ?? []) expect(slot.close).toBeGreaterThan(slot.open)
  })

  it('shows an individual by name, with a rough location and no hours', async () => {
    const supplier = users.find((user) => user.id === demoSupplierId)
    const user = await profile(demoSupplierId)
    expect(user).toMatchObject({
      name: 'Sam Supplier',
      hours: null,
      rating: supplier?.rating,
      totalHireItem: listingsOf(demoSupplierId).length,
    })
    expect(user.rating).toBeGreaterThan(0)
    expect(user.location?.address).toBe('Manly NSW, Australia')
    expect(user.location?.latitude).toBe(Math.round((supplier?.latitude ?? 0) * 100) / 100)
    expect(user.tags.length).toBeGreaterThan(0)
    expect(user.questions.totalQuestion).toBeGreaterThan(0)
    const nobody = await profile(unreviewed?.id as string)
    expect(nobody.rating).toBeNull()
    expect(nobody.reviewCount).toBe(0)
  })

  it('lists reviews newest first, 10 per page, matching the profile\u2019s rating', async () => {
    const seeded = plan.rows.reviews.filter((review) => review.revieweeId === demoSupplierId)
    const data = await api().get<ReviewsData>(`/user/reviews?userId=${demoSupplierId}`)
    expect(data.total).toBe(seeded.length)
    expect(data.list).toHaveLength(Math.min(10, seeded.length))
    const average = seeded.reduce((sum, review) => sum + review.rating, 0) / seeded.length
    expect(data.rating).toBe(Math.round(average * 10) / 10)
    expect(data.rating).toBe((await profile(demoSupplierId)).rating)
    const created = data.list.map((review) => Date.parse(review.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    for (const review of data.list) {
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.comment.length).toBeGreaterThan(5)
      expect(review.reviewer.name.length).toBeGreaterThan(2)
      expect(review.userData).toEqual({
        name: review.reviewer.name,
        profilePicture: review.reviewer.profilePicture,
      })
      expect(review.type).toBe(1)
      expect(review.itemName).toBe(seededItem(review.itemId as string).itemName)
    }
    const page2 = await api().get<ReviewsData>(
      `/user/reviews?userId=${demoSupplierId}&limit=5&pageNo=2`,
    )
    expect(page2.list.map((review) => review._id)).toEqual(
      data.list.slice(5, 10).map((review) => review._id),
    )
    const hirer = await api().get<ReviewsData>(`/user/reviews?userId=${demoHirerId}`)
    expect(hirer.list.every((review) => review.type === 2)).toBe(true)
    const none = await api().get<ReviewsData>(`/user/reviews?userId=${unreviewed?.id}`)
    expect(none).toEqual({ list: [], total: 0, rating: null })
    expect((await api().call('/user/reviews')).status).toBe(400)
    expect(
      (await api().call('/user/reviews?userId=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404)
  })

  it('lists a supplier\u2019s recently added and most hired listings', async () => {
    const listings = listingsOf(demoSupplierId)
    const recent = await api().get<ListData<ItemSummary>>(
      `/items/recently-added-items?userId=${demoSupplierId}&limit=100`,
    )
    expect(recent.total).toBe(listings.length)
    const created = recent.list.map((item) => seededItem(item._id).createdAt?.getTime() ?? 0)
    expect(created).toEqual([...created].sort((a, b) => b - a))
    const hired = await api().get<ListData<MostHiredItem>>(
      `/items/most-hired-items?userId=${demoSupplierId}&limit=3&pageNo=1`,
    )
    expect(hired.total).toBe(listings.length)
    expect(hired.list).toHaveLength(3)
    expect(hired.list.map((item) => item.hireCount)).toEqual(
      hired.list.map((item) => seededItem(item._id).hireCount),
    )
    expect(descending(hired.list.map((item) => item.hireCount))).toBe(true)
    const catalogue = await api().get<ListData<ItemSummary>>('/items/recently-added-items?limit=1')
    expectSeededTotal(catalogue.total, plan.rows.items.length)
    // Signed in without userId: the caller's own listings (the revenue dashboard).
    const login = await signIn(api(), 'supplier@example.com')
    const own = await api().get<ListData<MostHiredItem>>(
      '/items/most-hired-items?pageNo=1&limit=10',
      bearer(String(login.body.data.accessToken)),
    )
    expect(own.total).toBe(listings.length)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await api().call(`/items/recently-added-items?userId=${missing}`)).status).toBe(404)
    expect((await api().call('/items/most-hired-items?userId=me')).status).toBe(400)
  })

  it('lists what the caller hired last, filtered by name, and what others hired from a supplier', async () => {
    const hirer = await signIn(api(), 'hirer@example.com')
    const auth = bearer(String(hirer.body.data.accessToken))
    const hires = plan.rows.bookings.filter(
      (booking) => booking.hirerId === demoHirerId && !notHired.includes(booking.status),
    )
    const data = await api().get<ListData<LastHiredItem>>('/items/last-hired', auth)
    expect(data.total).toBe(new Set(hires.map((booking) => booking.itemId)).size)
    const starts = data.list.map((item) => Date.parse(item.startDate))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    for (const item of data.list) {
      expect(item.hireBy).toMatchObject({ _id: demoHirerId, name: 'Harriet Hirer' })
      expect(item.hireCost).toBeGreaterThan(0)
      expect(notHired).not.toContain(item.bookingStatus)
    }
    const name = data.list[0]?.itemName ?? ''
    const word = name.split(' ')[0] ?? ''
    const filtered = await api().get<ListData<LastHiredItem>>(
      `/items/last-hired?searchKey=${encodeURIComponent(word.toLowerCase())}`,
      auth,
    )
    expect(filtered.list.length).toBeGreaterThan(0)
    expect(
      filtered.list.every((item) => item.itemName.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true)
    const nothing = await api().get<ListData<LastHiredItem>>(
      '/items/last-hired?searchKey=zzzz%25',
      auth,
    )
    expect(nothing).toEqual({ list: [], total: 0 })

    const supplier = await signIn(api(), 'supplier@example.com')
    const sold = await api().get<ListData<LastHiredItem>>(
      '/items/last-hired?as=supplier',
      bearer(String(supplier.body.data.accessToken)),
    )
    expect(sold.list.length).toBeGreaterThan(0)
    for (const item of sold.list) {
      expect(seededItem(item._id).supplierId).toBe(demoSupplierId)
      // the hirer of the seeded booking shown (the demo hirer, or the console's second hirer)
      const seeded = plan.rows.bookings.find((booking) => booking.id === item.bookingId)
      expect(item.hireBy._id).toBe(seeded?.hirerId)
    }
    const guest = await api().call('/items/last-hired', { auth: bearer(await guestToken(api())) })
    expect(guest.status).toBe(403)
    expect((await api().call('/items/last-hired?as=buyer', { auth })).status).toBe(400)
  })
})
