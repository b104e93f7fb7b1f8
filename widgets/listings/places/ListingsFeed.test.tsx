import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { ListingsFeed } = await import('./ListingsFeed.tsx')

const item = (n: number) =>
  ({
    _id: `item-${n}`,
    itemName: `Item ${n}`,
    media: [],
    rating: 4,
    reviewTag: '',
    distance: null,
    price: [{ amount: 40, type: 1 }],
    bookMarked: false,
  }) as unknown as ItemSummary
const page = (from: number, count: number, total: number) => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
})
/** A real browser fires 'change' on a select (Testing Library's compat helper fires 'input'). */
function choose(select: HTMLElement, value: string) {
  ;(select as HTMLSelectElement).value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}
const cards = () => screen.queryAllByRole('heading', { level: 3 }).length
const destinations = [
  { _id: 'd1', name: 'Noosa' },
  { _id: 'd2', name: 'Perth' },
]

beforeEach(() => {
  get.mockReset()
  window.history.replaceState(null, '', '/location')
})
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

describe('ListingsFeed', () => {
  it('shows the server page; Load More appends the next 12', async () => {
    render(<ListingsFeed path="/location/d1" destinationId="d1" initial={page(1, 12, 20)} />)
    expect(cards()).toBe(12)
    expect(get).not.toHaveBeenCalled()
    get.mockResolvedValueOnce(page(13, 8, 20))
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(cards()).toBe(20))
    expect(get).toHaveBeenCalledWith('/destination-items', {
      query: { limit: 12, pageNo: 2, destinationId: 'd1' },
    })
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('offers no Load More when everything is shown, and says so when there is nothing', () => {
    render(<ListingsFeed path="/location/d1" destinationId="d1" initial={page(1, 0, 0)} />)
    expect(screen.getByText('No result found')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('the destination filter lists that destination from page 1 and pushes the URL', async () => {
    render(<ListingsFeed path="/location" destinations={destinations} initial={page(1, 12, 40)} />)
    get.mockResolvedValueOnce(page(100, 3, 3))
    const select = screen.getByRole('combobox', { name: 'Destination' })
    expect(select.querySelectorAll('option')).toHaveLength(3)
    choose(select, 'd2')
    await waitFor(() => expect(screen.getByText('Item 100')).toBeTruthy())
    expect(cards()).toBe(3)
    expect(window.location.search).toBe('?destinationId=d2')
    expect(get.mock.calls[0]?.[1]?.query).toEqual({ limit: 12, pageNo: 1, destinationId: 'd2' })
    get.mockResolvedValueOnce(page(1, 12, 40))
    window.history.replaceState(null, '', '/location')
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(screen.getByText('Item 1')).toBeTruthy())
    expect((select as HTMLSelectElement).value).toBe('')
  })

  it('keeps the cards on a failed Load More and retries', async () => {
    render(<ListingsFeed path="/location/d1" destinationId="d1" initial={page(1, 12, 20)} />)
    get.mockRejectedValueOnce(new Error('Some thing went wrong'))
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(screen.getByText('Some thing went wrong')).toBeTruthy())
    expect(cards()).toBe(12)
    get.mockResolvedValueOnce(page(13, 8, 20))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(cards()).toBe(20))
  })

  it('loads the next page when the end scrolls into view (infinite)', async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback
        }
        observe = observe
        disconnect() {}
      },
    )
    render(
      <ListingsFeed
        path="/locationViewAll"
        fixedQuery={{ locationId: 'd1' }}
        destinationId="d1"
        initial={page(1, 12, 13)}
        infinite
      />,
    )
    await waitFor(() => expect(observe).toHaveBeenCalled())
    get.mockResolvedValueOnce(page(13, 1, 13))
    await act(async () => seen?.([{ isIntersecting: true }]))
    await waitFor(() => expect(cards()).toBe(13))
    vi.unstubAllGlobals()
  })
})
