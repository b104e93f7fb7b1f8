import { expect, it } from 'vitest'
import type { ToggleBookmarkData } from '../../shared/contract/catalogue/bookmarks.ts'
import type { ItemSummary, SearchItemsData } from '../../shared/contract/catalogue/catalogue.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { guestToken, send, signIn, verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { plan, seededItem } from './seed-facts.ts'

// The most bookmarked items: one more bookmark never changes the "most favourites" order
// other suites check on a shared PostgreSQL.
const byFavourites = [...plan.rows.items].sort(
  (a, b) => (b.bookmarkCount ?? 0) - (a.bookmarkCount ?? 0),
)
const first = byFavourites[0]?.id as string
const second = byFavourites[1]?.id as string

describeApi('bookmarks', (api) => {
  const toggle = (itemId: unknown, auth: string | null) =>
    send(api(), 'POST', '/items/bookmarks', { itemId }, auth)

  it('toggles a bookmark, reflected in saved items, detail, search and lists', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const empty = await api().get<ListData<ItemSummary>>('/items/bookmarks', auth)
    expect(empty).toEqual({ list: [], total: 0 })

    const saved = await toggle(first, auth)
    expect(saved.status).toBe(200)
    expect(saved.body.data as unknown as ToggleBookmarkData).toEqual({
      itemId: first,
      bookMarked: true,
    })
    await toggle(second, auth)
    const list = await api().get<ListData<ItemSummary>>(
      '/items/bookmarks?latitude=-33.87&longitude=151.21',
      auth,
    )
    expect(list.total).toBe(2)
    // Most recently saved first, every card marked, distances from the point.
    expect(list.list.map((item) => item._id)).toEqual([second, first])
    expect(list.list.every((item) => item.bookMarked && typeof item.distance === 'number')).toBe(
      true,
    )
    const paged = await api().get<ListData<ItemSummary>>('/items/bookmarks?limit=1&pageNo=2', auth)
    expect(paged.list.map((item) => item._id)).toEqual([first])

    expect((await api().get<ItemDetail>(`/items/${first}`, auth)).bookMarked).toBe(true)
    expect((await api().get<ItemDetail>(`/items/${first}`)).bookMarked).toBe(false)
    const category = seededItem(first).categoryId
    const search = await api().get<SearchItemsData>(`/items?categoryId=${category}&limit=100`, auth)
    expect(search.list.find((item) => item._id === first)?.bookMarked).toBe(true)
    expect(search.list.filter((item) => item.bookMarked).every((item) => item._id === first)).toBe(
      true,
    )
    const favourites = await api().get<SearchItemsData>('/items?sortOn=4&limit=1', auth)
    expect(favourites.list[0]).toMatchObject({ _id: first, bookMarked: true })

    const removed = await toggle(first, auth)
    expect(removed.body.data).toEqual({ itemId: first, bookMarked: false })
    await toggle(second, auth)
    expect((await api().get<ItemDetail>(`/items/${first}`, auth)).bookMarked).toBe(false)
    expect((await api().get<ListData<ItemSummary>>('/items/bookmarks', auth)).total).toBe(0)
  })

  it('toggles back and forth without drifting the favourites order', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const count = seededItem(first).bookmarkCount ?? 0
    const third = byFavourites[2]?.id as string
    const before = await api().get<SearchItemsData>('/items?sortOn=4&limit=3')
    expect(before.list.map((item) => item._id)).toEqual([first, second, third])
    await toggle(first, auth)
    await toggle(first, auth)
    await toggle(first, auth)
    expect((await toggle(first, auth)).body.data.bookMarked).toBe(false)
    const after = await api().get<SearchItemsData>('/items?sortOn=4&limit=3')
    expect(after.list.map((item) => item._id)).toEqual([first, second, third])
    expect(count).toBeGreaterThan(seededItem(second).bookmarkCount ?? 0)
  })

  it('asks guests to log in and refuses unknown or malformed items', async () => {
    const guest = bearer(await guestToken(api()))
    const refused = await toggle(first, guest)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Please log in or sign up to continue.')
    const list = await api().call('/items/bookmarks', { auth: guest })
    expect(list.status).toBe(403)
    expect((await api().call('/items/bookmarks')).status).toBe(401)
    expect((await toggle(first, null)).status).toBe(401)

    const hirer = await signIn(api(), 'hirer@example.com')
    const auth = bearer(String(hirer.body.data.accessToken))
    const unknown = await toggle('00000000-0000-4000-8000-000000000000', auth)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Item not exist')
    for (const bad of ['nope', 12, null, undefined]) {
      const response = await toggle(bad, auth)
      expect(response.status, String(bad)).toBe(400)
      expect(response.body.message).toMatch(/^itemId /)
    }
    const seeded = plan.rows.bookmarks
      .filter((bookmark) => bookmark.userId === plan.demo.hirerId)
      .map((bookmark) => bookmark.itemId)
    const mine = await api().get<ListData<ItemSummary>>('/items/bookmarks?limit=100', auth)
    expect(mine.list.map((item) => item._id).sort()).toEqual([...seeded].sort())
  })
})
