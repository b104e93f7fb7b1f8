import { expect, it } from 'vitest'
import type { ItemSummary, SuggestionsData } from '../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { describeApi, expectSeededTotal } from './harness.ts'
import { descending, plan, seededItem } from './seed-facts.ts'

const outdoorCategories = new Set(
  plan.rows.categories.filter((c) => c.isOutdoor !== false).map((c) => c.id),
)

describeApi('discovery lists', (api) => {
  it('lists popular items by hire count, with distance when a location is given', async () => {
    const data = await api().get<ListData<ItemSummary>>(
      '/items/popular-items?limit=12&latitude=-33.87&longitude=151.21',
    )
    expect(data.list).toHaveLength(12)
    expectSeededTotal(data.total, plan.rows.items.length)
    expect(descending(data.list.map((item) => seededItem(item._id).hireCount ?? 0))).toBe(true)
    expect(data.list.every((item) => typeof item.distance === 'number')).toBe(true)
    const second = await api().get<ListData<ItemSummary>>('/items/popular-items?limit=12&pageNo=2')
    expect(second.list.some((item) => data.list.some((first) => first._id === item._id))).toBe(
      false,
    )
    expect(second.list[0]?.distance).toBeNull()
  })

  it('lists outdoor items free this weekend, best rated first', async () => {
    const data = await api().get<ListData<ItemSummary>>('/items/outdoor-weekend?limit=50')
    expect(data.total).toBeGreaterThan(100)
    expect(data.list.every((item) => outdoorCategories.has(item.categories._id))).toBe(true)
    expect(descending(data.list.map((item) => item.rating))).toBe(true)
  })

  it('suggests categories, subcategories and item names, prefix matches first', async () => {
    const data = await api().get<SuggestionsData>('/items/suggestions?search=sur')
    const names = data.list.map((entry) => entry.name)
    expect(names[0]).toBe('Surfing')
    const firstContains = names.findIndex((name) => !name.toLowerCase().startsWith('sur'))
    if (firstContains >= 0) {
      expect(
        names.slice(firstContains).every((name) => !name.toLowerCase().startsWith('sur')),
      ).toBe(true)
    }
    expect(names.every((name) => name.toLowerCase().includes('sur'))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
    for (const entry of data.list) expect(['category', 'subCategory', 'item']).toContain(entry.type)
    const limited = await api().get<SuggestionsData>('/items/suggestions?search=a&limit=3')
    expect(limited.list).toHaveLength(3)
    const none = await api().get<SuggestionsData>('/items/suggestions?search=%25%25')
    expect(none.list).toEqual([])
  })
})
