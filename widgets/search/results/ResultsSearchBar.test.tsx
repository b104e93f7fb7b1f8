import { fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $categories } from '../../../shared/stores/catalogue/categories.ts'
import { categories } from '../../../tests/fixtures/search.ts'

// No network in unit tests: the session store would otherwise start a guest session.
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

const { ResultsSearchBar } = await import('./ResultsSearchBar.tsx')

const [kayaking, camping] = categories
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

function midnight(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

const query = [
  'limit=10&pageNo=1',
  'latitude=-28.6474&longitude=153.602&address=Byron%20Bay%20NSW',
  `categoryId=${kayaking?._id}`,
  `startDate=${midnight(3)}&endDate=${midnight(5)}`,
  'defaultInputValue=Kayaking&sortOn=3&endPrice=200&tags=tag-1',
].join('&')

beforeEach(() => {
  $categories.set({ status: 'ready', list: categories })
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function explored(): URLSearchParams {
  const url = assign.mock.calls[0]?.[0]
  return new URL(String(url), 'https://hire.example').searchParams
}

describe('ResultsSearchBar', () => {
  it("shows the page's search in the bar, and the one field on a phone", () => {
    render(<ResultsSearchBar query={query} categoryName="Kayaking" />)
    expect(screen.getByRole('combobox', { name: 'Activities' })).toHaveProperty('value', 'Kayaking')
    expect(screen.getByRole('combobox', { name: 'Destinations' })).toHaveProperty(
      'value',
      'Byron Bay NSW',
    )
    const start = new Date(midnight(3)).getDate()
    const end = new Date(midnight(5)).getDate()
    expect(screen.getByRole('button', { name: /^Date:/ }).textContent).toMatch(
      new RegExp(`^${start} \\w{3} – ${end} \\w{3}$`),
    )
    const compact = screen.getByRole('button', { name: /^Search:/ })
    expect(compact.getAttribute('aria-label')).toMatch(/^Search: Kayaking, Byron Bay NSW, \d/)
  })

  it('Explore with another activity goes to its results with the preferences kept', () => {
    render(<ResultsSearchBar query={query} categoryName="Kayaking" />)
    const form = screen.getAllByRole('search')[0] as HTMLElement
    const activities = within(form).getByRole('combobox', { name: 'Activities' })
    fireEvent.input(activities, { target: { value: 'camp' } })
    fireEvent.click(within(form).getByRole('option', { name: 'Camping' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Explore' }))

    expect(assign).toHaveBeenCalledTimes(1)
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^\/search-result\?limit=10&pageNo=1&/)
    expect(Object.fromEntries(explored())).toEqual({
      limit: '10',
      pageNo: '1',
      latitude: '-28.6474',
      longitude: '153.602',
      address: 'Byron Bay NSW',
      categoryId: camping?._id,
      defaultInputValue: 'Camping',
      startDate: String(midnight(3)),
      endDate: String(midnight(5)),
      sortOn: '3',
      endPrice: '200',
    })
  })

  it('Explore with the activity untouched keeps its tags', () => {
    render(<ResultsSearchBar query={query} categoryName="Kayaking" />)
    const form = screen.getAllByRole('search')[0] as HTMLElement
    fireEvent.click(within(form).getByRole('button', { name: 'Explore' }))
    expect(explored().get('tags')).toBe('tag-1')
    expect(explored().get('categoryId')).toBe(kayaking?._id)
  })
})
