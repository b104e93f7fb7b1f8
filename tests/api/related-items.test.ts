import { expect, it } from 'vitest'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { describeApi } from './harness.ts'
import { plan, seededItem } from './seed-facts.ts'

const items = plan.rows.items
const product = items.find(
  (item) => item.itemCategoryType === 2 && (item.bondCents ?? 0) > 0 && !item.isSameAsBusinessHour,
)

describeApi('related items', (api) => {
  it('lists related items: same subcategory first, 5 or 12 per page, without the item', async () => {
    const id = product?.id as string
    const seeded = seededItem(id)
    const five = await api().get<ListData<ItemSummary>>(`/items/related-items?itemId=${id}`)
    expect(five.list).toHaveLength(5)
    const sameCategory = items.filter(
      (item) => item.categoryId === seeded.categoryId && item.id !== id,
    )
    expect(five.total).toBe(sameCategory.length)
    const twelve = await api().get<ListData<ItemSummary>>(
      `/items/related-items?itemId=${id}&type=0&limit=12`,
    )
    const sameSub = sameCategory.filter((item) => item.subCategoryId === seeded.subCategoryId)
    const subFlags = twelve.list.map(
      (item) => seededItem(item._id).subCategoryId === seeded.subCategoryId,
    )
    expect(subFlags.slice(0, Math.min(12, sameSub.length)).every(Boolean)).toBe(true)
    expect(subFlags.slice(sameSub.length).some(Boolean)).toBe(false)
    expect(twelve.list.some((item) => item._id === id)).toBe(false)
    const page2 = await api().get<ListData<ItemSummary>>(
      `/items/related-items?itemId=${id}&limit=5&pageNo=2`,
    )
    expect(page2.list.map((item) => item._id)).toEqual(
      twelve.list.slice(5, 10).map((item) => item._id),
    )
  })

  it('lists items for a story (type 1) and answers 400 or 404 for wrong targets', async () => {
    const story = plan.rows.stories[0]
    const data = await api().get<ListData<ItemSummary>>(
      `/items/related-items?adventureStoryId=${story?.id}&type=1&limit=12`,
    )
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.list.every((item) => item.categories._id === story?.categoryId)).toBe(true)
    const id = product?.id as string
    for (const query of [
      '',
      'type=1',
      `itemId=${id}&type=1`,
      `adventureStoryId=${story?.id}&type=0`,
      `itemId=${id}&adventureStoryId=${story?.id}`,
    ]) {
      const response = await api().call(`/items/related-items?${query}`)
      expect(response.status, query).toBe(400)
      expect((await response.json()).message).toBe(
        'Send either itemId (type 0) or adventureStoryId (type 1).',
      )
    }
    const unknown = '00000000-0000-4000-8000-000000000000'
    const noItem = await api().call(`/items/related-items?itemId=${unknown}`)
    expect(noItem.status).toBe(404)
    expect((await noItem.json()).message).toBe('Item not exist')
    const noStory = await api().call(`/items/related-items?adventureStoryId=${unknown}&type=1`)
    expect(noStory.status).toBe(404)
    const badType = await api().call(`/items/related-items?itemId=${id}&type=2`)
    expect(badType.status).toBe(400)
  })
})
