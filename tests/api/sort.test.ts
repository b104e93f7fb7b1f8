import { expect, it } from 'vitest'
import type { SearchItemsData } from '../../shared/contract/catalogue/catalogue.ts'
import { describeApi, expectSeededTotal } from './harness.ts'
import { ascending, descending, plan, seededItem, seededItems, supplierOf } from './seed-facts.ts'

const items = plan.rows.items
const sydney = 'latitude=-33.8688&longitude=151.2093'

/** The seeded items of a result, in its order (the shared PostgreSQL may hold others). */
const seededOf = <T extends { _id: string }>(list: T[]) =>
  list.filter((item) => seededItems.has(item._id))

describeApi('item search sorting', (api) => {
  const page = (query: string) => api().get<SearchItemsData>(`/items?limit=100&${query}`)
  const all = async (query: string) => {
    const first = await page(query)
    const list = [...first.list]
    for (let pageNo = 2; list.length < first.total; pageNo++) {
      list.push(...(await page(`${query}&pageNo=${pageNo}`)).list)
    }
    return { list, total: first.total }
  }

  it('1: most hired first', async () => {
    const { list, total } = await all('sortOn=1')
    expectSeededTotal(total, items.length)
    expect(seededOf(list)).toHaveLength(items.length)
    expect(descending(seededOf(list).map((item) => seededItem(item._id).hireCount ?? 0))).toBe(true)
  })

  it('6: closest first, and by hires when no location is given', async () => {
    const near = await page(`sortOn=6&${sydney}`)
    expect(ascending(near.list.map((item) => item.distance ?? Number.NaN))).toBe(true)
    const nowhere = await page('sortOn=6')
    expect(
      descending(seededOf(nowhere.list).map((item) => seededItem(item._id).hireCount ?? 0)),
    ).toBe(true)
  })

  it('2: lowest day price first', async () => {
    const { list } = await all('sortOn=2')
    const cents = seededOf(list).map((item) => seededItem(item._id).dayPriceCents)
    expect(ascending(cents)).toBe(true)
    expect(cents[0]).toBe(Math.min(...items.map((item) => item.dayPriceCents)))
  })

  it('4: most bookmarked first', async () => {
    const { list } = await all('sortOn=4')
    expect(descending(seededOf(list).map((item) => seededItem(item._id).bookmarkCount ?? 0))).toBe(
      true,
    )
  })

  it('3: highest rated supplier first', async () => {
    const { list } = await all('sortOn=3')
    expect(descending(seededOf(list).map((item) => supplierOf(item._id).rating ?? 0))).toBe(true)
  })

  it('7: verified businesses only, best rated first', async () => {
    const { list, total } = await all('sortOn=7')
    const verified = items.filter((item) => {
      const supplier = supplierOf(item.id as string)
      return supplier.userType === 'BUSINESS' && supplier.verifyStatus === 'VERIFIED'
    })
    expect(total).toBe(verified.length)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThan(items.length)
    for (const item of list)
      expect(supplierOf(item._id)).toMatchObject({ userType: 'BUSINESS', verifyStatus: 'VERIFIED' })
    expect(descending(list.map((item) => item.rating))).toBe(true)
  })

  it('sorts within filters: cheapest surfboards near Sydney', async () => {
    const surfing = plan.rows.categories.find((category) => category.name === 'Surfing')?.id
    const data = await page(`sortOn=2&categoryId=${surfing}&${sydney}`)
    expect(data.list.length).toBeGreaterThan(0)
    expect(
      data.list.every((item) => item.categories._id === surfing && (item.distance ?? 999) <= 100),
    ).toBe(true)
    expect(ascending(data.list.map((item) => seededItem(item._id).dayPriceCents))).toBe(true)
  })
})
