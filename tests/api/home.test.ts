import { expect, it } from 'vitest'
import type {
  Content,
  ContentVersion,
  Destination,
  HomeBanner,
  Story,
} from '../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { send, verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { createListing, listingSupplier, uniqueName } from './listings-support.ts'
import { plan } from './seed-facts.ts'

describeApi('home content', (api) => {
  it('gives the home banner with a jpg image', async () => {
    const banner = await api().get<HomeBanner>('/user/banner/home')
    expect(banner.title.length).toBeGreaterThan(5)
    expect(banner.webMedia[0]?.url).toMatch(/^http:\/\/.+\.jpg$/)
  })

  it('lists top destinations, including the footer cities by exact name', async () => {
    const top = await api().get<ListData<Destination>>(
      '/users/destination-city?topDestination=true&limit=100',
    )
    const names = top.list.map((destination) => destination.name)
    expect(names).toEqual(expect.arrayContaining(['Gold coast', 'Melbourne', 'Adelaide']))
    expect(top.total).toBe(plan.rows.destinations.filter((d) => d.isTop).length)
    const everything = await api().get<ListData<Destination>>('/users/destination-city')
    expect(everything.total).toBeGreaterThanOrEqual(15)
    expect(everything.total).toBeGreaterThan(top.total)
    const melbourne = everything.list.find((destination) => destination.name === 'Melbourne')
    expect(melbourne?.location.coordinates[0]).toBeCloseTo(144.96, 1)
    expect(melbourne?.location.coordinates[1]).toBeCloseTo(-37.81, 1)
    expect(melbourne?.imageUrl).toMatch(/\.jpg$/)
    const limited = await api().get<ListData<Destination>>(
      '/users/destination-city?topDestination=true&limit=3',
    )
    expect(limited.list).toHaveLength(3)
    expect(limited.total).toBe(top.total)
  })

  it('lists stories newest first, by type, in pages', async () => {
    const all = await api().get<ListData<Story>>('/user/adventure/stories?limit=50')
    expect(all.total).toBeGreaterThanOrEqual(12)
    const created = all.list.map((story) => Date.parse(story.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(new Set(all.list.map((story) => story.storyType))).toEqual(
      new Set(['FOR_YOU', 'POPULAR', 'NEW', 'OUR_PICK']),
    )
    for (const story of all.list) {
      expect(story.description).toMatch(/^<p>.+<\/ul>$/)
      expect(story.media[0]?.url).toMatch(/\/media\/stories\/.+\.jpg$/)
    }
    const popular = await api().get<ListData<Story>>(
      '/user/adventure/stories?storyType=POPULAR&limit=50',
    )
    expect(popular.list.length).toBeGreaterThan(0)
    expect(popular.list.every((story) => story.storyType === 'POPULAR')).toBe(true)
    expect(popular.total).toBe(popular.list.length)
    const first = await api().get<ListData<Story>>('/user/adventure/stories?limit=9&pageNo=1')
    const second = await api().get<ListData<Story>>('/user/adventure/stories?limit=9&pageNo=2')
    expect([...first.list, ...second.list].map((story) => story._id)).toEqual(
      all.list.map((story) => story._id),
    )
  })

  it('gives the privacy policy and the terms as HTML', async () => {
    const privacy = await api().get<Content>('/content?type=1')
    expect(privacy).toMatchObject({ type: 1, title: 'Privacy Policy' })
    expect(privacy.description.match(/<p>/g)?.length).toBeGreaterThan(3)
    const terms = await api().get<Content>('/content?type=2')
    expect(terms).toMatchObject({ type: 2, title: 'Terms & Conditions' })
    expect(terms.description).toContain('<h2>')
  })
})

describeApi('content version', (api) => {
  const version = async () => (await api().get<ContentVersion>('/content/version')).version

  it('moves when a listing is created, and stays for a bookmark', async () => {
    const before = await version()
    expect(before).toMatch(/^\d+$/)
    expect(await version()).toBe(before)

    const account = await verifiedAccount(api())
    const bookmark = await send(
      api(),
      'POST',
      '/items/bookmarks',
      { itemId: plan.rows.items[0]?.id },
      bearer(account.token),
    )
    expect(bookmark.status).toBe(200)
    expect(await version()).toBe(before)

    const supplier = await listingSupplier(api())
    await createListing(api(), supplier, uniqueName('Version'))
    const after = await version()
    expect(BigInt(after)).toBeGreaterThan(BigInt(before))
  })
})
