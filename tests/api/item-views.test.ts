/**
 * Item page views (the supplier's dashboard) count one visitor once per window whatever
 * the visitor sends: another User-Agent, or another address in the same IPv6 /64, is the
 * same visitor. Behind a trusted proxy, so each request names its client address.
 */
import { expect, it } from 'vitest'
import { serverClock } from './bookings-support.ts'
import { basic, describeApi } from './harness.ts'
import { demoSupplierId } from './seed-facts.ts'
import { demoSupplier, requestListings, viewCount } from './supplier-support.ts'

describeApi(
  'item views',
  (api) => {
    const clock = serverClock(api)

    it('counts a visitor once per window, however it changes its User-Agent or /64', async () => {
      const auth = await demoSupplier(api())
      const itemId = requestListings(demoSupplierId).at(-1) as string
      const views = () => viewCount(api(), auth, itemId)
      const view = async (address: string, agent: string) => {
        const response = await api().call(`/items/${itemId}`, {
          auth: basic,
          headers: { 'x-forwarded-for': address, 'user-agent': agent },
        })
        expect(response.status).toBe(200)
      }
      const before = await views()
      expect(before).toBeGreaterThanOrEqual(0)
      for (let n = 0; n < 5; n++) await view('203.0.113.7', `Browser/${n}`)
      expect(await views()).toBe(before + 1)
      await view('2001:db8:1:2::1', 'Browser/1')
      await view('2001:db8:1:2:ffff:0:0:9', 'Browser/2')
      await view('2001:0db8:0001:0002:0:0:0:7', 'Browser/3')
      expect(await views()).toBe(before + 2)
      await view('198.51.100.4', 'Browser/1')
      await view('2001:db8:1:3::1', 'Browser/1')
      expect(await views()).toBe(before + 4)
      clock.advance(31 * 60_000)
      await view('203.0.113.7', 'Browser/9')
      expect(await views()).toBe(before + 5)
    })
  },
  { server: { trustProxy: true } },
)
