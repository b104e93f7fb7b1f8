import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { MapBrowse, countLabel } = await import('./MapBrowse.tsx')

const item = (n: number) =>
  ({
    _id: `item-${n}`,
    itemName: `Item ${n}`,
    media: [],
    rating: 4,
    reviewTag: '',
    distance: 1.5,
    price: [{ amount: 40, type: 1 }],
    bookMarked: false,
    pickUpLocation: { address: '', city: '', state: '', latitude: -28 - n / 100, longitude: 153 },
  }) as unknown as ItemSummary
const page = (from: number, count: number, total: number) => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
})
const query = 'lat=-28&long=153&name=Gold+coast'
/** A real browser fires 'change' on a select (Testing Library's compat helper fires 'input'). */
function choose(select: HTMLElement, value: string) {
  ;(select as HTMLSelectElement).value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}
const markerIds = () => document.querySelector('.places-map')?.getAttribute('data-marker-ids')

beforeEach(() => {
  get.mockReset()
  window.history.replaceState(null, '', `/page/map?${query}`)
})
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

describe('MapBrowse', () => {
  it('shows the server page, its markers and the page links without a call', () => {
    render(<MapBrowse query={query} initial={page(1, 4, 10)} today="2030-01-01" />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(document.querySelector('.places-count')?.textContent).toBe('Showing 1–4 of 10 listings')
    expect(markerIds()).toBe('item-1 item-2 item-3 item-4')
    const pages = screen.getByRole('navigation', { name: 'Listing pages' })
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('1')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      `/page/map?${query}&pageNo=3`,
    )
    expect(screen.getByRole('combobox', { name: 'Filters' })).toBeTruthy()
    expect(get).not.toHaveBeenCalled()
  })

  it('a page link loads that page in place, with its markers, and pushes the URL', async () => {
    render(<MapBrowse query={query} initial={page(1, 4, 10)} today="2030-01-01" />)
    get.mockResolvedValueOnce(page(5, 4, 10))
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }))
    expect(window.location.search).toBe(`?${query}&pageNo=2`)
    await waitFor(() => expect(screen.getByText('Item 5')).toBeTruthy())
    expect(screen.queryByText('Item 1')).toBeNull()
    expect(markerIds()).toBe('item-5 item-6 item-7 item-8')
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ limit: 4, pageNo: 2, latitude: -28 })
    expect(document.activeElement?.textContent).toBe('Listings near Gold coast')
  })

  it('the Filters select asks for one kind from page 1', async () => {
    window.history.replaceState(null, '', `/page/map?${query}&pageNo=2`)
    render(<MapBrowse query={`${query}&pageNo=2`} initial={page(5, 4, 10)} today="2030-01-01" />)
    get.mockResolvedValueOnce(page(20, 1, 1))
    choose(screen.getByRole('combobox', { name: 'Filters' }), '1')
    await waitFor(() => expect(screen.getByText('Item 20')).toBeTruthy())
    expect(window.location.search).toBe(`?${query}&itemCategoryType=1`)
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ itemCategoryType: 1, pageNo: 1 })
    expect(screen.queryByRole('navigation', { name: 'Listing pages' })).toBeNull()
  })

  it('applies the dates on Apply, as local midnights', async () => {
    render(<MapBrowse query={query} initial={page(1, 4, 10)} today="2030-01-01" />)
    get.mockResolvedValueOnce(page(1, 0, 0))
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2031-03-04' } })
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2031-03-06' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByText('No result found')).toBeTruthy())
    expect(window.location.search).toBe(`?${query}&startDate=2031-03-04&endDate=2031-03-06`)
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({
      startDate: new Date(2031, 2, 4).getTime(),
      endDate: new Date(2031, 2, 6).getTime(),
    })
    expect(markerIds()).toBe('')
  })

  it('shows an error with Retry, and back restores an earlier page', async () => {
    render(<MapBrowse query={query} initial={page(1, 4, 10)} today="2030-01-01" />)
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    fireEvent.click(screen.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(screen.getByText('Request Timeout')).toBeTruthy())
    get.mockResolvedValueOnce(page(5, 4, 10))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByText('Item 5')).toBeTruthy())
    get.mockResolvedValueOnce(page(1, 4, 10))
    window.history.replaceState(null, '', `/page/map?${query}`)
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(screen.getByText('Item 1')).toBeTruthy())
  })

  it('loads the first page itself when the server had none', async () => {
    get.mockResolvedValueOnce(page(1, 2, 2))
    render(<MapBrowse query={query} initial={null} today="2030-01-01" />)
    await waitFor(() => expect(screen.getByText('Item 2')).toBeTruthy())
  })
})

describe('countLabel', () => {
  it('says which listings the page shows', () => {
    expect(countLabel(10, 3)).toBe('Showing 9–10 of 10 listings')
    expect(countLabel(1, 1)).toBe('Showing 1–1 of 1 listing')
    expect(countLabel(0, 1)).toBe('')
  })
})
