import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary, SearchItemsData } from '../../../shared/contract/catalogue/catalogue.ts'
import { $categories } from '../../../shared/stores/catalogue/categories.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { SearchResults } = await import('./SearchResults.tsx')

const item = (n: number) =>
  ({
    _id: `item-${n}`,
    itemName: `Item ${n}`,
    media: [],
    rating: 4.25,
    reviewTag: '',
    distance: null,
    price: [{ amount: 40, type: 1 }],
    bookMarked: false,
  }) as unknown as ItemSummary
const page = (from: number, count: number, total: number): SearchItemsData => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
  categoryName: null,
})

beforeEach(() => {
  get.mockReset()
  $categories.set({ status: 'ready', list: [] })
  window.history.replaceState(null, '', '/search-result?limit=10&pageNo=1')
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('SearchResults', () => {
  it('shows the server page and its count without a call', () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 10, 23)} />)
    expect(screen.getByText('23 results found')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Map of results' })).toBeTruthy()
    expect(get).not.toHaveBeenCalled()
  })

  it("says 'No result found' for an empty page", () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 0, 0)} />)
    expect(screen.getByText('No result found')).toBeTruthy()
  })

  it('a price change pushes the URL and reloads from page 1', async () => {
    get.mockResolvedValue(page(50, 2, 2))
    render(<SearchResults query="limit=10&pageNo=1&sortOn=4" initial={page(1, 10, 23)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    expect(screen.getByText('Average price per day is $40')).toBeTruthy()
    fireEvent.input(screen.getByLabelText(/Minimum price/), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(window.location.search).toBe('?limit=10&pageNo=1&startPrice=20&endPrice=1000&sortOn=4')
    await waitFor(() => expect(screen.getByText('2 results found')).toBeTruthy())
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({ startPrice: 20, pageNo: 1 })
  })

  it('the heading names the category of the results shown, after a filter change too', async () => {
    const water = { ...page(1, 10, 23), categoryName: 'Water sports' }
    render(<SearchResults query="limit=10&pageNo=1" initial={water} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Water sports for hire' })).toBeTruthy()
    get.mockResolvedValueOnce({ ...page(50, 2, 2), categoryName: 'Camping' })
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Camping for hire' })).toBeTruthy(),
    )
    get.mockResolvedValueOnce(page(60, 1, 1))
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    fireEvent.input(screen.getByLabelText(/Minimum price/), { target: { value: '30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy(),
    )
  })

  it('the price popup says its range is a price per day', () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 10, 23)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    expect(screen.getByLabelText(/^Minimum price per day: \$1$/)).toBeTruthy()
    expect(screen.getByLabelText(/^Maximum price per day: \$1000$/)).toBeTruthy()
    expect(
      screen.getByText(
        "Prices are per day. Items without a day price count as 8 hours, two half days, or a day's share of a week or month.",
      ),
    ).toBeTruthy()
  })

  it("the price popup closes from the keyboard and hands focus back to 'Price'", async () => {
    get.mockResolvedValue(page(50, 2, 2))
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 10, 23)} />)
    const price = screen.getByRole('button', { name: 'Price' })
    const popup = () => document.getElementById(price.getAttribute('aria-controls') ?? '')
    // Escape on the button itself.
    fireEvent.click(price)
    price.focus()
    fireEvent.keyDown(price, { key: 'Escape' })
    expect(popup()).toBeNull()
    expect(price.getAttribute('aria-expanded')).toBe('false')
    // Apply leaves with the popup: focus does not fall to the page's start.
    fireEvent.click(price)
    const apply = screen.getByRole('button', { name: 'Apply' })
    apply.focus()
    fireEvent.click(apply)
    expect(popup()).toBeNull()
    expect(document.activeElement).toBe(price)
    await waitFor(() => expect(screen.getByText('2 results found')).toBeTruthy())
  })

  it('the price popup closes when focus leaves it or a click lands outside, so it hides no card', () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 10, 23)} />)
    const price = screen.getByRole('button', { name: 'Price' })
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    fireEvent.click(price)
    const apply = screen.getByRole('button', { name: 'Apply' })
    fireEvent.focusOut(apply, { relatedTarget: sort })
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull()
    fireEvent.click(price)
    // Focus lost to nothing (a click on the popup's text) keeps it open.
    fireEvent.focusOut(screen.getByRole('button', { name: 'Apply' }), { relatedTarget: null })
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy()
    fireEvent.pointerDown(screen.getByText('23 results found'))
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull()
  })

  it('back restores the previous query and its results', async () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 10, 23)} />)
    get.mockResolvedValueOnce(page(50, 2, 2))
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByText('2 results found')).toBeTruthy())
    get.mockResolvedValueOnce(page(1, 10, 23))
    window.history.replaceState(null, '', '/search-result?limit=10&pageNo=1')
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(screen.getByText('23 results found')).toBeTruthy())
    expect(get.mock.calls[1]?.[1]?.query).not.toHaveProperty('startPrice')
  })

  it("the 'Map' toggle opens and closes the map region it controls", () => {
    render(<SearchResults query="limit=10&pageNo=1" initial={page(1, 2, 2)} />)
    const toggle = screen.getByRole('button', { name: 'Map' })
    const region = screen.getByRole('region', { name: 'Map of results' })
    const holder = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(holder?.contains(region)).toBe(true)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(holder?.hasAttribute('data-open')).toBe(false)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(holder?.hasAttribute('data-open')).toBe(true)
  })
})
