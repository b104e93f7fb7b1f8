import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $config } from '../../shared/config.ts'
import { messages } from '../../shared/contract/core/messages.ts'
import { $categories } from '../../shared/stores/catalogue/categories.ts'
import { loadRecentSearches } from '../../shared/stores/catalogue/recent-searches.ts'
import { dismissToast } from '../../shared/stores/core/feedback.ts'
import { byron, byronDetails, categories } from '../../tests/fixtures/search.ts'

const autocomplete = vi.fn(async (input: string) =>
  input.toLowerCase().startsWith('by') ? [byron] : [],
)
const details = vi.fn(async () => byronDetails)
vi.mock('../../shared/adapters/places/index.ts', () => ({
  placesPort: async () => ({ autocomplete, details }),
}))
// No network in unit tests: the session store would otherwise start a guest session.
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

const { SearchWidget } = await import('./SearchWidget.tsx')

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

beforeEach(() => {
  localStorage.clear()
  loadRecentSearches()
  $categories.set({ status: 'ready', list: categories })
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  $config.set({ ...$config.get(), siteUrl: 'https://hire.example.com.au' })
})

afterEach(() => {
  act(() => dismissToast())
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function midnight(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

async function chooseDestination() {
  const input = screen.getByRole('combobox', { name: 'Destinations' })
  fireEvent.input(input, { target: { value: 'byr' } })
  const option = await screen.findByRole('option', { name: /Byron Bay/ })
  fireEvent.click(option)
  await waitFor(() => expect((input as HTMLInputElement).value).toBe('Byron Bay'))
}

describe('SearchWidget', () => {
  it('offers recent searches and category tiles while Activities is empty', () => {
    localStorage.setItem(
      'hire:recentCategories',
      JSON.stringify([{ _id: categories[1]?._id, name: 'Camping', icon: '' }]),
    )
    loadRecentSearches()
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const groups = screen.getAllByRole('group')
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent),
    ).toEqual(['Recent searches', 'Categories'])
    expect(within(groups[1] as HTMLElement).getAllByRole('option')).toHaveLength(3)
  })

  it('filters categories as you type and says when nothing matches', () => {
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.input(input, { target: { value: 'kay' } })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kayaking'])
    fireEvent.input(input, { target: { value: 'zzz' } })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText(messages.noResult)).toBeTruthy()
  })

  it('shows skeletons while categories load and a retry after a failure', () => {
    $categories.set({ status: 'loading', list: [] })
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(document.querySelectorAll('.hire-skeleton').length).toBeGreaterThan(0)
    expect(screen.getByText('Loading categories')).toBeTruthy()
    act(() => $categories.set({ status: 'error', list: [], error: 'Some thing went wrong' }))
    expect(screen.getByText('Some thing went wrong')).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Try again' })).toBeTruthy()
  })

  it('Explore dispatches a cancelable hire-search event and goes to the results', async () => {
    render(<SearchWidget layout="wide" />)
    const events: CustomEvent[] = []
    document.addEventListener('hire-search', (event) => events.push(event), { once: true })
    const activities = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.input(activities, { target: { value: 'kay' } })
    fireEvent.keyDown(activities, { key: 'ArrowDown' })
    fireEvent.keyDown(activities, { key: 'Enter' })
    expect((activities as HTMLInputElement).value).toBe('Kayaking')
    await chooseDestination()
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }))

    expect(events).toHaveLength(1)
    const event = events[0] as CustomEvent
    expect(event.cancelable).toBe(true)
    expect(event.bubbles && event.composed).toBe(true)
    expect(event.detail.query).toEqual({
      limit: 10,
      pageNo: 1,
      latitude: -28.6474,
      longitude: 153.602,
      address: 'Byron Bay NSW, Australia',
      categoryId: categories[0]?._id,
      defaultInputValue: 'Kayaking',
      startDate: midnight(0),
      endDate: midnight(1),
    })
    expect(event.detail.url).toMatch(
      /^https:\/\/hire\.example\.com\.au\/search-result\?limit=10&pageNo=1&/,
    )
    expect(assign).toHaveBeenCalledWith(event.detail.url)
    expect(JSON.parse(localStorage.getItem('hire:recentLocations') ?? '[]')[0]).toEqual({
      address: 'Byron Bay NSW, Australia',
      placeId: 'byron-bay',
      main_text: 'Byron Bay',
      secondary_text: 'NSW, Australia',
      lat: -28.6474,
      lng: 153.602,
    })
    expect(JSON.parse(localStorage.getItem('hire:recentCategories') ?? '[]')[0].name).toBe(
      'Kayaking',
    )
  })

  it('stays on the page when the host calls preventDefault, and drops empty fields', () => {
    render(<SearchWidget layout="wide" resultsUrl="https://partner.example.com/hire/" />)
    let detail: { query: Record<string, unknown>; url: string } | undefined
    const cancel = (event: Event) => {
      event.preventDefault()
      detail = (event as CustomEvent).detail
    }
    document.addEventListener('hire-search', cancel, { once: true })
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }))
    expect(assign).not.toHaveBeenCalled()
    expect(detail?.url).toMatch(/^https:\/\/partner\.example\.com\/hire\/search-result\?/)
    expect(Object.keys(detail?.query ?? {})).toEqual(['limit', 'pageNo', 'startDate', 'endDate'])
  })

  it('uses the default location near Sydney with the spec message when location is denied', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    } as Geolocation)
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Destinations' }) as HTMLInputElement
    fireEvent.click(input)
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }))
    await waitFor(() => expect(input.value).toBe('Sydney NSW'))
    expect(screen.getByRole('alert').textContent).toContain(messages.locationBlocked)
    const events: CustomEvent[] = []
    document.addEventListener('hire-search', (event) => events.push(event), { once: true })
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }))
    expect(events[0]?.detail.query).toMatchObject({ latitude: -33.87, longitude: 151.21 })
  })

  it('alerts when the browser has no geolocation', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(undefined as unknown as Geolocation)
    const alert = vi.fn()
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true })
    render(<SearchWidget layout="wide" />)
    fireEvent.click(screen.getByRole('combobox', { name: 'Destinations' }))
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }))
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Geolocation is not supported for this browser.'),
    )
  })

  it('uses the browser position when allowed', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: -37.81, longitude: 144.96 } } as GeolocationPosition),
    } as Geolocation)
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Destinations' }) as HTMLInputElement
    fireEvent.click(input)
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }))
    await waitFor(() => expect(input.value).toBe('Current location'))
  })

  it('drops a place whose details arrive after the person typed again', async () => {
    let arrive: ((value: typeof byronDetails) => void) | undefined
    details.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)))
    render(<SearchWidget layout="wide" />)
    const input = screen.getByRole('combobox', { name: 'Destinations' }) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'byr' } })
    fireEvent.click(await screen.findByRole('option', { name: /Byron Bay/ }))
    await waitFor(() => expect(arrive).toBeDefined())
    fireEvent.input(input, { target: { value: 'xyz' } })
    // The late answer settles within microtasks; one macrotask later it has had its chance.
    await act(async () => {
      arrive?.(byronDetails)
      await new Promise((settled) => setTimeout(settled, 0))
    })
    expect(input.value).toBe('xyz')
    expect(localStorage.getItem('hire:recentLocations')).toBeNull()
  })

  it('shows "No result found" when no place matches', async () => {
    render(<SearchWidget layout="wide" />)
    fireEvent.input(screen.getByRole('combobox', { name: 'Destinations' }), {
      target: { value: 'xyz' },
    })
    expect(await screen.findByText(messages.noResult)).toBeTruthy()
  })

  it('on small screens shows one field that opens the three parts', async () => {
    render(<SearchWidget layout="compact" />)
    expect(screen.queryByRole('combobox')).toBeNull()
    const trigger = screen.getByRole('button', { name: /^Search: Any activity, Anywhere/ })
    fireEvent.click(trigger)
    const sheet = screen.getByRole('dialog', { name: 'Search' })
    expect(within(sheet).getByRole('combobox', { name: 'Activities' })).toBeTruthy()
    expect(within(sheet).getByRole('combobox', { name: 'Destinations' })).toBeTruthy()
    expect(within(sheet).getByRole('button', { name: /^Date/ })).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Explore' }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
