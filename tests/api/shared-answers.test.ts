/**
 * Anonymous searches and item pages kept in memory go out from bytes made once
 * (server/http/shared-answer.ts): an ETag a browser may send back for a 304, each
 * compression made once and reused, and a new ETag and body as soon as a write changes what
 * they show. Signed-in viewers get the shared answer with their own bookmarks on it.
 */
import { expect, it } from 'vitest'
import type { SearchItemsData } from '../../shared/contract/catalogue/catalogue.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { send, verifiedAccount } from './accounts.ts'
import { apiKey, basic, bearer, describeApi, type Envelope } from './harness.ts'
import { createListing, listingSupplier, uniqueName } from './listings-support.ts'
import { rawGet } from './raw-get.ts'

describeApi('shared answers: bytes made once, ETag and 304, fresh after a write', (api) => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const all = { 'x-api-key': apiKey, authorization: basic, ...headers }
    const raw = await rawGet(`${api().origin}/api/v1${path}`, all)
    return { ...raw, body: raw.body.toString() }
  }

  it('a search answer carries a weak ETag, and naming it gets 304 without a body', async () => {
    const first = await get('/items?limit=5&sortOn=1')
    expect(first.status).toBe(200)
    const etag = first.headers.etag ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers.vary).toMatch(/Origin/)
    const envelope = JSON.parse(first.body) as Envelope<SearchItemsData>
    expect(envelope.statusCode).toBe(200)
    expect(envelope.data.list).toHaveLength(5)

    const again = await get('/items?limit=5&sortOn=1', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.sent.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    const other = await get('/items?limit=5&sortOn=1', { 'if-none-match': 'W/"other"' })
    expect(other.status).toBe(200)
    expect(other.body).toBe(first.body)
  })

  it('each coding is made once and sent again byte for byte, decoding to the same answer', async () => {
    const plain = await get('/items?limit=10&sortOn=2')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const coding of ['br', 'gzip']) {
      const once = await get('/items?limit=10&sortOn=2', { 'accept-encoding': coding })
      const twice = await get('/items?limit=10&sortOn=2', { 'accept-encoding': coding })
      expect(once.headers['content-encoding']).toBe(coding)
      expect(once.headers.vary).toMatch(/Accept-Encoding/)
      expect(once.headers.etag).toBe(plain.headers.etag)
      expect(once.body).toBe(plain.body)
      expect(twice.sent.equals(once.sent)).toBe(true)
      expect(once.sent.length).toBeLessThan(Buffer.byteLength(plain.body))
    }
  })

  it('a write changes the ETag and the answer at once, and the old ETag gets the new answer', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Beach cart')
    const word = name.split(' ').at(-1) ?? name
    const path = `/items?search=${encodeURIComponent(word)}`
    const before = await get(path)
    expect((JSON.parse(before.body) as Envelope<SearchItemsData>).data.list).toEqual([])
    const { itemId } = await createListing(api(), supplier, name)
    const after = await get(path, { 'if-none-match': before.headers.etag ?? '' })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const names = (JSON.parse(after.body) as Envelope<SearchItemsData>).data.list.map(
      (item) => item.itemName,
    )
    expect(names).toEqual([name])

    const page = await get(`/items/${itemId}`)
    expect(page.status).toBe(200)
    expect(
      (await get(`/items/${itemId}`, { 'if-none-match': page.headers.etag ?? '' })).status,
    ).toBe(304)
  })

  it('signed-in viewers see their own bookmarks on the shared item page and search', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Snorkel set')
    const word = name.split(' ').at(-1) ?? name
    const { itemId } = await createListing(api(), supplier, name)
    const saver = bearer((await verifiedAccount(api())).token)
    const other = bearer((await verifiedAccount(api())).token)
    const saved = await send(api(), 'POST', '/items/bookmarks', { itemId }, saver)
    expect(saved.status).toBe(200)

    // The anonymous page is cached first; each viewer then reads it with their own mark.
    expect((await api().get<ItemDetail>(`/items/${itemId}`)).bookMarked).toBe(false)
    expect((await api().get<ItemDetail>(`/items/${itemId}`, saver)).bookMarked).toBe(true)
    expect((await api().get<ItemDetail>(`/items/${itemId}`, other)).bookMarked).toBe(false)
    expect((await api().get<ItemDetail>(`/items/${itemId}`)).bookMarked).toBe(false)

    const search = `/items?search=${encodeURIComponent(word)}`
    const marks = async (auth?: string) =>
      (await api().get<SearchItemsData>(search, auth)).list.map((item) => item.bookMarked)
    expect(await marks()).toEqual([false])
    expect(await marks(saver)).toEqual([true])
    expect(await marks(other)).toEqual([false])
    expect(await marks()).toEqual([false])
  })
})
