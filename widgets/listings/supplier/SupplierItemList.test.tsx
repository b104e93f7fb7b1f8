import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { items } from '../../../tests/fixtures/supplier.ts'

const get = vi.fn()
// Subscribing to the session (the cards' bookmark) starts a guest sign-in: leave it pending.
const post = vi.fn(() => new Promise(() => {}))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: () => post() },
  bindSession: () => {},
}))

const { SupplierItemList } = await import('./SupplierItemList.tsx')
const base = { userId: 'sup-1', basePath: '/supplier/items/RECENT/sup-1' } as const

afterEach(() => {
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

describe('SupplierItemList', () => {
  it('appends the next page of 10 and stops at the total', async () => {
    render(<SupplierItemList {...base} type="RECENT" items={items(1, 10)} total={11} />)
    expect(screen.getAllByRole('article')).toHaveLength(10)
    get.mockResolvedValue({ list: items(11, 1), total: 11 })
    const more = await screen.findByRole('button', { name: 'Load more' })
    more.focus()
    fireEvent.click(more)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11))
    expect(get).toHaveBeenCalledWith('/items/recently-added-items', {
      query: { userId: 'sup-1', pageNo: 2, limit: 10 },
    })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('Showing 11 of 11 items')).toBeTruthy()
  })

  it('reads the most hired list through its own call, from a later page', async () => {
    render(
      <SupplierItemList {...base} type="MOST_HIRED" items={items(11, 10)} total={30} page={2} />,
    )
    expect(screen.getByRole('link', { name: 'Show from the first item' })).toBeTruthy()
    get.mockResolvedValue({ list: items(21, 10), total: 30 })
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(get).toHaveBeenCalledWith('/items/most-hired-items', {
      query: { userId: 'sup-1', pageNo: 3, limit: 10 },
    })
  })

  it("says 'No result found' for a supplier without items", () => {
    render(<SupplierItemList {...base} type="RECENT" items={[]} total={0} />)
    expect(screen.getByText('No result found')).toBeTruthy()
  })

  it('shows the error with Retry when a page fails, keeping the list', async () => {
    render(<SupplierItemList {...base} type="RECENT" items={items(1, 10)} total={11} />)
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(10)
    get.mockResolvedValueOnce({ list: items(11, 1), total: 11 })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11))
  })

  it('loads the first page itself when the server could not', async () => {
    render(<SupplierItemList {...base} type="RECENT" items={null} total={0} />)
    expect(screen.getByText('These items could not be loaded.')).toBeTruthy()
    get.mockResolvedValue({ list: items(1, 3), total: 3 })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
  })
})
