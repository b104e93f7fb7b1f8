import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Category } from '../../../shared/contract/catalogue/catalogue.ts'
import { parseSearchState } from '../../../shared/domain/catalogue/search-filters.ts'
import { $categories } from '../../../shared/stores/catalogue/categories.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { FilterModal } = await import('./FilterModal.tsx')
const { ResultList } = await import('./ResultList.tsx')

const cat = 'aaaaaaaa-0000-4000-8000-000000000001'
const sub1 = 'bbbbbbbb-0000-4000-8000-000000000001'
const sub2 = 'bbbbbbbb-0000-4000-8000-000000000002'
const category: Category = {
  _id: cat,
  name: 'Kayaking',
  icon: '',
  co2Save: 0,
  tags: [],
  subCategories: [
    { _id: sub1, name: 'Sea kayaks', image: '', description: '', tags: [] },
    { _id: sub2, name: 'River kayaks', image: '', description: '', tags: [] },
  ],
}

beforeEach(() => {
  get.mockReset()
  get.mockResolvedValue({ list: [], total: 7, categoryName: null })
  $categories.set({ status: 'ready', list: [category] })
})

afterEach(() => cleanup())

describe('FilterModal', () => {
  it('counts live, syncs All, clears the category with instant booking and applies', async () => {
    const onApply = vi.fn()
    render(
      <FilterModal
        state={parseSearchState(`categoryId=${cat}&subCategoryIds=${sub1}`)}
        onApply={onApply}
        onClose={() => {}}
      />,
    )
    const show = await screen.findByRole('button', { name: 'Show 7 items' })
    expect(get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ limit: 1, categoryId: cat })
    const all = screen.getByRole('checkbox', { name: 'All' }) as HTMLInputElement
    expect(all.checked).toBe(false)
    fireEvent.click(screen.getByRole('checkbox', { name: 'River kayaks' }))
    expect(all.checked).toBe(true)
    fireEvent.click(screen.getByRole('switch', { name: 'Instant booking' }))
    expect((screen.getByRole('radio', { name: 'Kayaking' }) as HTMLInputElement).checked).toBe(
      false,
    )
    expect(screen.queryByRole('checkbox', { name: 'All' })).toBeNull()
    await waitFor(() =>
      expect(get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ instantBooking: false }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Show 7 items' }))
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      instantBooking: false,
      subCategoryIds: [],
      pageNo: 1,
    })
    expect(show).toBeTruthy()
  })

  it('Clear All asks for the bare first page', () => {
    const onApply = vi.fn()
    render(
      <FilterModal state={parseSearchState('sortOn=3')} onApply={onApply} onClose={() => {}} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(onApply.mock.calls[0]?.[0]).toEqual(parseSearchState('limit=10&pageNo=1'))
  })
})

describe('ResultList', () => {
  const base = { list: [], total: 0, done: false, skeletons: 3, onMore: () => {} }
  it('shows skeletons while loading and Retry after an error', () => {
    const onRetry = vi.fn()
    const { container, rerender } = render(
      <ResultList {...base} status="loading" onRetry={onRetry} />,
    )
    expect(container.querySelectorAll('.item-card-skeleton')).toHaveLength(3)
    rerender(
      <ResultList {...base} status="error" error="Some thing went wrong" onRetry={onRetry} />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Some thing went wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })
})
