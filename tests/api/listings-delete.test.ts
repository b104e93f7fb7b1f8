import { expect, it } from 'vitest'
import type { SellerItem } from '../../shared/contract/listings/listing.ts'
import { listingMessages } from '../../shared/contract/listings/messages.ts'
import { checkoutBody, hirerWithCard, itemOf, request, serverClock } from './bookings-support.ts'
import { describeApi } from './harness.ts'
import { createListing, listingSupplier, searchNames, uniqueName } from './listings-support.ts'

describeApi('listings: delete', (api) => {
  const clock = serverClock(api)

  it('refuses while bookings are upcoming, and deletes for the owner only', async () => {
    const supplier = await listingSupplier(api())
    const other = await listingSupplier(api())
    const booked = await createListing(api(), supplier, uniqueName('Roof box'))
    const hirer = await hirerWithCard(api())
    const item = await itemOf(api(), booked.itemId)
    const day = clock.day(15)
    const checkout = checkoutBody(
      item,
      hirer.card.id,
      { startDate: day, endDate: day },
      clock.now(),
    )
    expect(
      (await request(api(), 'POST', '/booking/checkout', checkout.body, hirer.auth)).status,
    ).toBe(200)
    const refused = await request(
      api(),
      'DELETE',
      `/items/${booked.itemId}`,
      undefined,
      supplier.auth,
    )
    expect([refused.status, refused.body.message]).toEqual([
      400,
      listingMessages.deleteWithBookings,
    ])

    const name = uniqueName('Bike rack')
    const free = await createListing(api(), supplier, name)
    const notMine = await request(api(), 'DELETE', `/items/${free.itemId}`, undefined, other.auth)
    expect(notMine.status).toBe(403)
    const deleted = await request(
      api(),
      'DELETE',
      `/items/${free.itemId}`,
      undefined,
      supplier.auth,
    )
    expect(deleted.status).toBe(200)

    expect((await api().call(`/items/${free.itemId}`, { auth: supplier.auth })).status).toBe(404)
    expect(await searchNames(api(), name.split(' ').at(-1) ?? name)).toEqual([])
    const mine = await api().get<{ list: SellerItem[]; total: number }>(
      '/seller/items',
      supplier.auth,
    )
    expect(mine.list.map((entry) => entry._id)).toEqual([booked.itemId])
    const again = await request(api(), 'DELETE', `/items/${free.itemId}`, undefined, supplier.auth)
    expect(again.status).toBe(404)
    const edit = { ...free.payload, itemId: free.itemId }
    expect((await request(api(), 'PUT', '/items', edit, supplier.auth)).status).toBe(404)
    expect(
      (await api().call('/items/not-an-id', { method: 'DELETE', auth: supplier.auth })).status,
    ).toBe(400)
  })

  it('never leaves a paid booking on a deleted listing when both happen at once', async () => {
    const supplier = await listingSupplier(api())
    const hirers = await Promise.all([0, 1, 2].map(() => hirerWithCard(api())))
    for (let round = 0; round < 6; round++) {
      const listing = await createListing(api(), supplier, uniqueName('Race kayak'))
      const item = await itemOf(api(), listing.itemId)
      const bookings = hirers.map((hirer, index) => {
        const day = clock.day(20 + round * 4 + index)
        const { body } = checkoutBody(
          item,
          hirer.card.id,
          { startDate: day, endDate: day },
          clock.now(),
        )
        return request(api(), 'POST', '/booking/checkout', body, hirer.auth)
      })
      // The delete lands at a different moment of the checkouts each round.
      await new Promise((resolve) => setTimeout(resolve, round * 4))
      const path = `/items/${listing.itemId}`
      const deleted = await request(api(), 'DELETE', path, undefined, supplier.auth)
      const booked = (await Promise.all(bookings)).filter((answer) => answer.status === 200)
      expect([deleted.status, booked.length > 0], `round ${round}`).not.toEqual([200, true])
    }
  })
})
