import { cleanup, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SellerItem } from '../../../shared/contract/listings/listing.ts'
import { item } from '../../../tests/fixtures/browse.ts'
import { fakeApi, mountSession } from '../../../tests/fixtures/fake-client.ts'
import { pauseLabel } from './pause-label.ts'

const { $session } = await import('../../../shared/stores/core/session.ts')
const { default: ManageList } = await import('./ManageList.tsx')

const listing = (n: number, pause: Partial<SellerItem>): SellerItem => ({
  ...item(n),
  created: '2026-09-04T00:00:00.000Z',
  itemCategoryType: 2,
  unavailableToday: false,
  unavailablePeriod: null,
  ...pause,
})

/** happy-dom has no IntersectionObserver: the first page is all these tests load. */
class QuietObserver {
  observe() {}
  disconnect() {}
}

let unmountSession = () => {}
beforeEach(() => {
  unmountSession = mountSession()
  $session.set({ accessToken: 'token', isGuestUser: '0' })
  vi.stubGlobal('IntersectionObserver', QuietObserver)
  // A fixed today, so the periods below stay ahead of it and behind it.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 29, 9) })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  unmountSession()
})

describe('pauseLabel', () => {
  const now = new Date(2026, 10, 29, 9).getTime()
  it('names today, a period still to end, and nothing once the period is over', () => {
    expect(pauseLabel({ unavailableToday: true, unavailablePeriod: null }, now)).toBe(
      'Unavailable today',
    )
    const period = (fromDate: string, toDate: string) => ({
      unavailableToday: false,
      unavailablePeriod: { fromDate, toDate },
    })
    expect(pauseLabel(period('2026-12-24', '2026-12-27'), now)).toBe('Unavailable 24 Dec – 27 Dec')
    expect(pauseLabel(period('2026-11-27', '2026-11-29'), now)).toBe('Unavailable 27 Nov – 29 Nov')
    expect(pauseLabel(period('2026-11-20', '2026-11-28'), now)).toBeNull()
    expect(pauseLabel({ unavailableToday: false, unavailablePeriod: null }, now)).toBeNull()
  })
})

describe('ManageList', () => {
  it('shows which listings hirers cannot book now, and when', async () => {
    fakeApi({
      'GET /seller/items': () => ({
        list: [
          listing(1, { unavailableToday: true }),
          listing(2, { unavailablePeriod: { fromDate: '2026-12-24', toDate: '2026-12-27' } }),
          listing(3, { unavailablePeriod: { fromDate: '2026-11-01', toDate: '2026-11-03' } }),
          listing(4, {}),
        ],
        total: 4,
      }),
    })
    render(<ManageList owner="test" />)
    const card = async (name: string) => (await screen.findByText(name)).closest('a') as HTMLElement
    expect(within(await card('Item 1')).getByText('Unavailable today')).toBeTruthy()
    expect(within(await card('Item 2')).getByText('Unavailable 24 Dec – 27 Dec')).toBeTruthy()
    for (const name of ['Item 3', 'Item 4']) {
      expect(within(await card(name)).queryByText(/^Unavailable/)).toBeNull()
    }
  })
})
