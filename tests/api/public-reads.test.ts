import { expect, it } from 'vitest'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { send, verifiedAccount } from './accounts.ts'
import { checkoutBody, hirerWithCard, itemOf, request, serverClock } from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'
import { createListing, listingSupplier, searchNames, uniqueName } from './listings-support.ts'

// Anonymous searches and item pages are answered from memory until the catalogue version
// moves (services/catalogue/public-reads.ts): each test reads, changes, reads again.
describeApi('public reads: cached answers follow every change', (api) => {
  const clock = serverClock(api)

  it('a new listing appears in a search that was answered before it existed', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Paddle board')
    const word = name.split(' ').at(-1) ?? name
    expect(await searchNames(api(), word)).toEqual([])
    expect(await searchNames(api(), word)).toEqual([])
    await createListing(api(), supplier, name)
    expect(await searchNames(api(), word)).toEqual([name])
  })

  it('a booking that takes every unit hides the item from a search of its dates', async () => {
    const supplier = await listingSupplier(api())
    const name = uniqueName('Camp stove')
    const word = name.split(' ').at(-1) ?? name
    const { itemId } = await createListing(api(), supplier, name)
    const day = clock.day(30)
    expect(await searchNames(api(), word, [day, day])).toEqual([name])
    expect(await searchNames(api(), word, [day, day])).toEqual([name])

    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), itemId)
    const all = checkoutBody(
      item,
      hirer.card.id,
      { startDate: day, endDate: day, quantity: item.availableUnits ?? 1 },
      clock.now(),
    )
    const booked = await request(api(), 'POST', '/booking/checkout', all.body, hirer.auth)
    expect(booked.status).toBe(200)
    expect(await searchNames(api(), word, [day, day])).toEqual([])
    expect(await searchNames(api(), word, [day + 86_400_000, day + 86_400_000])).toEqual([name])
  })

  it('an item page counts a new question, and a signed-in owner still sees their own fields', async () => {
    const supplier = await listingSupplier(api())
    const { itemId } = await createListing(api(), supplier, uniqueName('Fishing rod'))
    const before = await api().get<ItemDetail>(`/items/${itemId}`)
    expect(before.questions).toEqual({ totalQuestion: 0, newQuestion: 0 })
    expect((await api().get<ItemDetail>(`/items/${itemId}`)).questions.totalQuestion).toBe(0)

    const asker = await verifiedAccount(api())
    const body = { itemId, question: 'Is bait included?' }
    const asked = await send(api(), 'POST', '/user/question', body, bearer(asker.token))
    expect(asked.status).toBe(200)
    const after = await api().get<ItemDetail>(`/items/${itemId}`)
    expect(after.questions).toEqual({ totalQuestion: 1, newQuestion: 1 })
    expect(after).not.toHaveProperty('status')

    const own = await api().get<ItemDetail & { status?: string }>(`/items/${itemId}`, supplier.auth)
    expect(own.status).toBe('ACTIVE')
  })
})
