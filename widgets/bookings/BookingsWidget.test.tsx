import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listItem, record } from '../../tests/fixtures/bookings.ts'

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }))
vi.mock('../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../../shared/stores/core/session.ts')
const { $authPrompt } = await import('../../shared/stores/core/auth-prompt.ts')
const { $bookingDetails, rememberBookingPreview } = await import(
  '../../shared/stores/booking/detail.ts'
)
const { BookingsWidget } = await import('./BookingsWidget.tsx')

const signedOut = $session.get()
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

/** The API: lists by type and search, one booking, carbon points. */
function serve(options: { current?: unknown[]; history?: unknown[]; detail?: unknown } = {}) {
  get.mockImplementation(async (path: string, call?: { query?: Record<string, unknown> }) => {
    if (path === '/user/carbon') return { totalCarbon: 0, data: [] }
    if (path === '/booking') {
      const list = (call?.query?.type === 'History' ? options.history : options.current) ?? []
      return { list, total: list.length }
    }
    if (options.detail instanceof Error) throw options.detail
    return options.detail
  })
}

beforeEach(() => {
  get.mockReset()
  $session.set({ accessToken: 'token', isGuestUser: '0' })
  $bookingDetails.set({})
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  $session.set(signedOut)
  $authPrompt.set(null)
})

describe('BookingsWidget lists', () => {
  it('asks a guest to sign in and loads nothing', async () => {
    $session.set({ accessToken: 'guest', isGuestUser: '1' })
    serve()
    render(<BookingsWidget view="current" />)
    await screen.findByText('Log in or sign up to see your bookings.')
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect($authPrompt.get()).toMatchObject({ mode: 'login' })
    expect(get.mock.calls.filter(([path]) => path === '/booking')).toEqual([])
  })

  it('shows the side navigation, the carbon card and the Current cards', async () => {
    serve({ current: [listItem(), listItem({ _id: 'booking-2', itemName: 'Tent' })] })
    render(<BookingsWidget view="current" />)
    const nav = screen.getByRole('navigation', { name: 'Your bookings' })
    expect(within(nav).getByRole('link', { name: 'Current' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/booking/history',
    )
    await screen.findByRole('link', { name: 'Tent' })
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Carbon points' })).toBeTruthy()
    expect(get).toHaveBeenCalledWith('/booking', expect.objectContaining({ auth: 'bearer' }))
  })

  it('shows the History list with the supplier', async () => {
    serve({ history: [listItem({ bookingStatus: 'COMPLETED' })] })
    render(<BookingsWidget view="history" />)
    const card = await screen.findByRole('article')
    expect(within(card).getByText('Bondi Paddle Co')).toBeTruthy()
    expect(within(card).getByText(/^Hired /)).toBeTruthy()
  })

  it('shows the empty state with a way to discover items', async () => {
    serve({ current: [] })
    render(<BookingsWidget view="current" />)
    await screen.findByText('You have no previous bookings')
    expect(screen.getByText('Start browsing items...')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Discover items' }).getAttribute('href')).toBe('/')
  })

  it('empties the list when it fails to load and offers Retry', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/booking') throw new Error('Request Timeout')
      return { totalCarbon: 0, data: [] }
    })
    render(<BookingsWidget view="current" />)
    const alert = await screen.findByText('Request Timeout')
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    serve({ current: [listItem()] })
    fireEvent.click(
      within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }),
    )
    await screen.findByRole('article')
  })

  it('announces hire-booking-open when a booking is opened; the host may take over', async () => {
    serve({ current: [listItem()] })
    const { container } = render(<BookingsWidget view="current" />)
    const opened = vi.fn((event: Event) => event.preventDefault())
    container.addEventListener('hire-booking-open', opened)
    const link = await screen.findByRole('link', { name: 'Sea kayak' })
    const allowed = fireEvent.click(link)
    expect(opened).toHaveBeenCalledTimes(1)
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      bookingId: 'booking-1',
    })
    expect(allowed).toBe(false)
  })
})

describe('BookingsWidget detail', () => {
  it('goes to the Current list without a booking id', async () => {
    serve()
    render(<BookingsWidget view="detail" />)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/booking/current'))
  })

  it('shows a load error, reports it, and goes to the Current list after 1 second', async () => {
    serve({ detail: new Error('Booking not found.') })
    // When the error appeared and when the page moved, measured where they happen: a
    // loaded machine may notice both late, but a timer never fires early.
    let shownAt = 0
    const seen = new MutationObserver(() => {
      if (!shownAt && document.body.textContent?.includes('Booking not found.')) {
        shownAt = performance.now()
      }
    })
    seen.observe(document.body, { childList: true, subtree: true, characterData: true })
    let movedAt = 0
    assign.mockImplementation(() => {
      movedAt = performance.now()
    })
    const { container } = render(<BookingsWidget view="detail" bookingId="missing" />)
    const errors = vi.fn()
    container.addEventListener('hire-error', (event) => errors((event as CustomEvent).detail))
    await screen.findByText('Booking not found.')
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith({ tag: 'hire-bookings', message: 'Booking not found.' }),
    )
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/booking/current'), { timeout: 5000 })
    seen.disconnect()
    expect(shownAt).toBeGreaterThan(0)
    expect(movedAt - shownAt).toBeGreaterThanOrEqual(1000)
  })

  it('shows the booking: tags, distance, prices with bond, dates, total and its links', async () => {
    serve({ detail: record({ bookingStatus: 'APPROVED' }) })
    render(<BookingsWidget view="detail" bookingId="booking-1" />)
    await screen.findByRole('heading', { level: 2, name: 'Sea kayak' })
    expect(screen.getByText('Approved')).toBeTruthy()
    expect(screen.getByText('Great value')).toBeTruthy()
    expect(screen.getByText('4.3 km away')).toBeTruthy()
    const prices = screen.getByRole('list', { name: 'Prices' })
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$45.00 / day', '$250.00 / week', 'Bond $100.00'])
    expect(screen.getByText('$235.00')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request Change' })).toBeTruthy()
    const contact = screen.getByRole('link', { name: 'Contact Supplier' })
    expect(contact.getAttribute('href')).toBe('/user/chat?itemId=item-1')
    expect(screen.getByText('Small scratch on the hull.')).toBeTruthy()
    expect(screen.getByText('Monday')).toBeTruthy()
    expect(get).toHaveBeenCalledWith(
      '/booking/booking-1',
      expect.objectContaining({ auth: 'bearer' }),
    )
  })

  it('shows the list’s data for the opened booking at once, the rest when the detail arrives', async () => {
    let answer: (value: unknown) => void = () => {}
    get.mockImplementation((path: string) =>
      path === '/booking/booking-7'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({ totalCarbon: 0, data: [] }),
    )
    rememberBookingPreview(listItem({ _id: 'booking-7', bookingStatus: 'APPROVED' }))
    render(<BookingsWidget view="detail" bookingId="booking-7" />)
    await screen.findByRole('heading', { level: 2, name: 'Sea kayak' })
    expect(screen.getByText('Approved')).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Prices' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$45.00 / day', '$250.00 / week', 'Bond $100.00'])
    expect(screen.getByText('$235.00')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Loading booking' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Request Change' })).toBeNull()
    answer(record({ _id: 'booking-7', bookingStatus: 'APPROVED' }))
    await screen.findByRole('button', { name: 'Request Change' })
    expect(screen.getByText('4.3 km away')).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading booking' })).toBeNull()
    expect(get.mock.calls.filter(([path]) => path === '/booking/booking-7')).toHaveLength(1)
  })

  it('shows one day with its times', async () => {
    const day = new Date(2026, 6, 3).getTime()
    serve({ detail: record({ startDate: day, endDate: day, startTime: 540, endTime: 720 }) })
    render(<BookingsWidget view="detail" bookingId="booking-1" />)
    await screen.findByText('03 Jul. 2026, 9:00 am to 12:00 pm')
  })

  it('has a keyboard settings menu with Item details and, when allowed, Cancel booking', async () => {
    serve({ detail: record({ bookingStatus: 'REQUESTED' }) })
    render(<BookingsWidget view="detail" bookingId="booking-1" />)
    const button = await screen.findByRole('button', { name: 'Booking settings for Sea kayak' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Item details', '/equipments/item-1'],
      ['Cancel booking', '/booking/cancel?bookingID=booking-1'],
    ])
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('leaves Cancel booking out where the status does not allow it', async () => {
    serve({ detail: record({ bookingStatus: 'ACTIVE' }) })
    render(<BookingsWidget view="detail" bookingId="booking-1" />)
    const button = await screen.findByRole('button', { name: 'Booking settings for Sea kayak' })
    fireEvent.click(button)
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Item details'])
  })
})
