import { expect, it } from 'vitest'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import type {
  DestinationDetail,
  DestinationItemsData,
  NearbyCategory,
  StoryDetail,
  TrendingActivity,
} from '../../shared/contract/catalogue/discovery.ts'
import type { Destination, Story } from '../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { describeApi } from './harness.ts'
import { descending, haversineKm, itemsNear, plan, seededItem } from './seed-facts.ts'

const destination = (name: string) => {
  const found = plan.rows.destinations.find((entry) => entry.name === name)
  if (!found) throw new Error(`No destination ${name}`)
  return found
}
const sydney = destination('Sydney')
const melbourne = destination('Melbourne')
const point = (place: { latitude: number; longitude: number }) =>
  `latitude=${place.latitude}&longitude=${place.longitude}`

describeApi('destinations and trends', (api) => {
  it('gives one destination with its description, picture, coordinates and listing count', async () => {
    const data = await api().get<DestinationDetail>(`/users/destination-city/${sydney.id}`)
    expect(data).toMatchObject({
      _id: sydney.id,
      name: 'Sydney',
      state: 'NSW',
      description: sydney.description,
      location: { coordinates: [sydney.longitude, sydney.latitude] },
    })
    expect(data.imageUrl).toMatch(/^http:\/\/.+\/media\/destinations\/sydney\.jpg$/)
    expect(data.itemCount).toBe(itemsNear(sydney, 60).length)
    expect(data.itemCount).toBeGreaterThan(10)
    const missing = await api().call('/users/destination-city/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe('Destination not found')
    expect((await api().call('/users/destination-city/sydney')).status).toBe(400)
  })

  it('lists a destination\u2019s listings within 60 km, most hired first, 12 per page', async () => {
    const first = await api().get<DestinationItemsData>(
      `/destination-items?destinationId=${sydney.id}`,
    )
    expect(first.destination).toEqual({ _id: sydney.id, name: 'Sydney' })
    expect(first.list).toHaveLength(12)
    expect(first.total).toBe(itemsNear(sydney, 60).length)
    for (const item of first.list) {
      expect(item.distance).toBeCloseTo(haversineKm(sydney, seededItem(item._id)), 1)
      expect(item.distance ?? 99).toBeLessThanOrEqual(60)
    }
    expect(descending(first.list.map((item) => seededItem(item._id).hireCount ?? 0))).toBe(true)
    const second = await api().get<DestinationItemsData>(
      `/destination-items?destinationId=${sydney.id}&pageNo=2`,
    )
    expect(second.list.some((item) => first.list.some((entry) => entry._id === item._id))).toBe(
      false,
    )
    const surfing = plan.rows.categories.find((category) => category.name === 'Surfing')?.id
    const filtered = await api().get<DestinationItemsData>(
      `/destination-items?destinationId=${sydney.id}&categoryId=${surfing}&itemCategoryType=2&limit=100`,
    )
    expect(filtered.total).toBe(
      itemsNear(sydney, 60).filter(
        (item) => item.categoryId === surfing && item.itemCategoryType === 2,
      ).length,
    )
    const everywhere = await api().get<DestinationItemsData>('/destination-items?limit=5')
    expect(everywhere).toMatchObject({ destination: null, total: plan.rows.items.length })
    expect(everywhere.list[0]?.distance).toBeNull()
    const missing = await api().call(
      '/destination-items?destinationId=00000000-0000-4000-8000-000000000000',
    )
    expect(missing.status).toBe(404)
  })

  it('lists nearby destinations closest first with distances in km', async () => {
    const data = await api().get<ListData<Destination>>(
      `/users/nearby-destination?${point(melbourne)}&limit=5`,
    )
    expect(data.list).toHaveLength(5)
    expect(data.total).toBe(plan.rows.destinations.length)
    // The place itself comes first at 0 km: the client shows only 0.5 km or more.
    expect(data.list[0]).toMatchObject({ _id: melbourne.id, distance: 0 })
    const distances = data.list.map((entry) => entry.distance ?? -1)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    for (const entry of data.list) {
      const seeded = destination(entry.name)
      expect(entry.distance).toBeCloseTo(haversineKm(melbourne, seeded), 1)
    }
    const expected = [...plan.rows.destinations]
      .sort((a, b) => haversineKm(melbourne, a) - haversineKm(melbourne, b))
      .slice(0, 5)
      .map((entry) => entry.name)
    expect(data.list.map((entry) => entry.name)).toEqual(expected)
    expect(data.list.filter((entry) => (entry.distance ?? 0) >= 0.5)).toHaveLength(4)
  })

  it('counts the categories with listings near a point, most listings first', async () => {
    const data = await api().get<ListData<NearbyCategory>>(`/destination-category?${point(sydney)}`)
    const near = itemsNear(sydney, 100)
    const counts = new Map<string, number>()
    for (const item of near) counts.set(item.categoryId, (counts.get(item.categoryId) ?? 0) + 1)
    expect(data.total).toBe(counts.size)
    for (const entry of data.list) {
      expect(entry.itemCount, entry.name).toBe(counts.get(entry._id))
      expect(entry.icon).toMatch(/\/media\/categories\/.+\.svg$/)
    }
    expect(descending(data.list.map((entry) => entry.itemCount))).toBe(true)
    const everywhere = await api().get<ListData<NearbyCategory>>('/destination-category?limit=3')
    expect(everywhere.list).toHaveLength(3)
    expect(everywhere.total).toBe(plan.rows.categories.length)
  })

  it('lists 10 trending activities near a point: subcategories by hires, with pictures', async () => {
    const data = await api().get<ListData<TrendingActivity>>(
      `/items/popular-categories?${point(sydney)}`,
    )
    expect(data.list).toHaveLength(10)
    const near = itemsNear(sydney, 100)
    for (const activity of data.list) {
      const items = near.filter((item) => item.subCategoryId === activity._id)
      expect(activity.itemCount, activity.name).toBe(items.length)
      expect(activity.hireCount).toBe(items.reduce((sum, item) => sum + (item.hireCount ?? 0), 0))
      expect(activity.image).toMatch(/^http:\/\/.+\/media\/sub-categories\/.+\.svg$/)
      expect(activity.categoryName.length).toBeGreaterThan(2)
    }
    expect(descending(data.list.map((activity) => activity.hireCount))).toBe(true)
    const camping = plan.rows.categories.find((category) => category.name === 'Camping')?.id
    const oneCategory = await api().get<ListData<TrendingActivity>>(
      `/items/popular-categories?categoryId=${camping}`,
    )
    expect(oneCategory.list.length).toBeGreaterThan(0)
    expect(oneCategory.list.every((activity) => activity.categoryId === camping)).toBe(true)
  })

  it('gives a story with its html, media, category, destination and listings', async () => {
    const seeded = plan.rows.stories[0]
    const story = await api().get<StoryDetail>(`/user/adventure/stories/${seeded?.id}`)
    expect(story).toMatchObject({
      _id: seeded?.id,
      title: seeded?.title,
      description: seeded?.description,
      storyType: seeded?.storyType,
      category: { _id: seeded?.categoryId },
      destination: { _id: seeded?.destinationId },
    })
    expect(story.media[0]?.url).toMatch(/\/media\/stories\/.+\.jpg$/)
    expect(story.relatedItems.length).toBeGreaterThan(0)
    expect(story.relatedItems.length).toBeLessThanOrEqual(5)
    expect(
      story.relatedItems.every((item: ItemSummary) => item.categories._id === seeded?.categoryId),
    ).toBe(true)
    const missing = await api().call('/user/adventure/stories/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe('Story not found')
    expect((await api().call('/user/adventure/stories/FOR_YOU')).status).toBe(400)

    const forPlace = await api().get<ListData<Story>>(
      `/user/adventure/stories?destinationId=${seeded?.destinationId}&limit=2`,
    )
    const expected = plan.rows.stories.filter(
      (entry) => entry.destinationId === seeded?.destinationId,
    )
    expect(forPlace.total).toBe(expected.length)
    expect(forPlace.list.every((entry) => expected.some((e) => e.id === entry._id))).toBe(true)
  })
})
