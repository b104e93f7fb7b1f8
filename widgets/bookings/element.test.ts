import { fireEvent, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../shared/config.ts'
import { listItem, record } from '../../tests/fixtures/bookings.ts'

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }))
vi.mock('../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../../shared/stores/core/session.ts')
const { $bookingDetails } = await import('../../shared/stores/booking/detail.ts')

beforeAll(async () => {
  configure({ siteUrl: 'https://hire.example' })
  await import('./element.ts')
})

beforeEach(() => {
  $session.set({ accessToken: 'token', isGuestUser: '0' })
  $bookingDetails.set({})
  get.mockImplementation(async (path: string, call?: { query?: Record<string, unknown> }) => {
    if (path === '/user/carbon') return { totalCarbon: 0, data: [] }
    if (path === '/booking') {
      const history = call?.query?.type === 'History'
      const list = history
        ? [listItem({ _id: 'old', itemName: 'Old tent', bookingStatus: 'COMPLETED' })]
        : [listItem()]
      return { list, total: 1 }
    }
    return record({ bookingStatus: 'APPROVED' })
  })
})
afterEach(() => {
  document.body.innerHTML = ''
  get.mockReset()
  vi.restoreAllMocks()
})

async function mount(attributes: string) {
  document.body.innerHTML = `<hire-bookings ${attributes}></hire-bookings>`
  const element = document.querySelector('hire-bookings') as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-bookings')).toBeTruthy())
  return { element, root: element.shadowRoot as unknown as HTMLElement }
}

describe('<hire-bookings>', () => {
  it('is defined and never reflects its properties', () => {
    const element = document.createElement('hire-bookings')
    expect(element).toBeInstanceOf(customElements.get('hire-bookings') as CustomElementConstructor)
    element.bookingId = 'b1'
    element.view = 'detail'
    expect(element.getAttribute('booking-id')).toBeNull()
    expect(element.getAttribute('view')).toBeNull()
  })

  it('switches Current and History in place, with links to the marketplace', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { root } = await mount('view="current"')
    await waitFor(() => expect(within(root).getByRole('link', { name: 'Sea kayak' })).toBeTruthy())
    const history = within(root).getByRole('link', { name: 'History' })
    expect(history.getAttribute('href')).toBe('https://hire.example/booking/history')
    fireEvent.click(history)
    await waitFor(() => expect(within(root).getByRole('link', { name: 'Old tent' })).toBeTruthy())
    expect(history.getAttribute('aria-current')).toBe('page')
    expect(assign).not.toHaveBeenCalled()
  })

  it('opens a booking in place after announcing it, and goes back to the list', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { root, element } = await mount('view="current"')
    const opened = vi.fn()
    element.addEventListener('hire-booking-open', (event) => opened(event.detail))
    const link = await waitFor(() => within(root).getByRole('link', { name: 'Sea kayak' }))
    expect(link.getAttribute('href')).toBe(
      'https://hire.example/booking/detail?bookingID=booking-1',
    )
    fireEvent.click(link)
    expect(opened).toHaveBeenCalledWith({ bookingId: 'booking-1' })
    await waitFor(() =>
      expect(within(root).getByRole('heading', { level: 2, name: 'Sea kayak' })).toBeTruthy(),
    )
    // Flows it does not hold lead to the marketplace.
    expect(within(root).getByRole('link', { name: 'Contact Supplier' }).getAttribute('href')).toBe(
      'https://hire.example/user/chat?itemId=item-1',
    )
    fireEvent.click(within(root).getByRole('link', { name: /Current bookings/ }))
    await waitFor(() => expect(within(root).getByRole('navigation')).toBeTruthy())
    expect(assign).not.toHaveBeenCalled()
  })

  it('follows a view attribute set later', async () => {
    const { root, element } = await mount('view="current"')
    element.setAttribute('view', 'detail')
    element.setAttribute('booking-id', 'booking-1')
    await waitFor(() =>
      expect(within(root).getByRole('heading', { level: 2, name: 'Sea kayak' })).toBeTruthy(),
    )
    expect(get).toHaveBeenCalledWith('/booking/booking-1', expect.anything())
  })
})
