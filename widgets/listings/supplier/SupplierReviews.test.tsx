import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reviews } from '../../../tests/fixtures/supplier.ts'

const get = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args) },
  bindSession: () => {},
}))

const { SupplierReviews } = await import('./SupplierReviews.tsx')

const base = { userId: 'sup-1', name: 'Sam Supplier', basePath: '/supplier/profile/sup-1' }

afterEach(() => {
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

async function openAll() {
  render(<SupplierReviews {...base} reviews={reviews(1, 10)} total={12} />)
  const button = await screen.findByRole('button', { name: 'Show all 12 reviews' })
  button.focus()
  fireEvent.click(button)
  return { button, dialog: await screen.findByRole('dialog', { name: 'Reviews of Sam Supplier' }) }
}

describe('SupplierReviews', () => {
  it('shows the first 6 reviews with who, when, stars, item, comment and tags', () => {
    render(<SupplierReviews {...base} reviews={reviews(1, 10)} total={12} />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(6)
    const first = within(cards[0] as HTMLElement)
    expect(first.getByRole('heading', { name: 'Reviewer 1' })).toBeTruthy()
    expect(first.getByText('02 Nov. 2026')).toBeTruthy()
    expect(first.getByText('Rated 4.0 out of 5')).toBeTruthy()
    expect(first.getByRole('link', { name: 'Item 1' }).getAttribute('href')).toBe('/equipments/i1')
    expect(first.getByText('Comment number 1')).toBeTruthy()
    expect(first.getByRole('list', { name: 'Review tags' }).textContent).toBe('Easy pick-up')
  })

  it('opens every review in a dialog, 10 a page, moving focus to the first new one', async () => {
    const { dialog } = await openAll()
    expect(within(dialog).getAllByRole('article')).toHaveLength(10)
    expect(within(dialog).getByText('Showing 10 of 12 reviews')).toBeTruthy()
    get.mockResolvedValue({ list: reviews(11, 2), total: 12, rating: 4.8 })
    const more = within(dialog).getByRole('button', { name: 'Load more' })
    more.focus()
    fireEvent.click(more)
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(12))
    expect(get).toHaveBeenCalledWith('/user/reviews', {
      query: { userId: 'sup-1', pageNo: 2, limit: 10 },
    })
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(document.activeElement?.textContent).toContain('Reviewer 11')
  })

  it('keeps focus inside the dialog and gives it back on Escape', async () => {
    const { button, dialog } = await openAll()
    expect(dialog.contains(document.activeElement)).toBe(true)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    close.focus()
    fireEvent.keyDown(close, { key: 'Tab' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('offers Retry in the dialog when a page fails', async () => {
    const { dialog } = await openAll()
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Request Timeout')
    get.mockResolvedValueOnce({ list: reviews(11, 2), total: 12, rating: 4.8 })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(12))
  })

  it('has no button when every review is already shown', () => {
    render(<SupplierReviews {...base} reviews={reviews(1, 4)} total={4} />)
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull()
  })

  it('says when there are no reviews yet', () => {
    render(<SupplierReviews {...base} reviews={[]} total={0} />)
    expect(screen.getByText('No reviews yet')).toBeTruthy()
  })

  it('shows an error when the server could not load them, and Retry loads them', async () => {
    render(<SupplierReviews {...base} reviews={null} total={12} />)
    expect(screen.getByText('Reviews could not be loaded.').closest('[role="alert"]')).toBeTruthy()
    get.mockResolvedValue({ list: reviews(1, 10), total: 12, rating: 4.8 })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6))
    expect(screen.getByRole('button', { name: 'Show all 12 reviews' })).toBeTruthy()
  })

  it('renders one page of the no-script all-reviews view with page links', () => {
    render(<SupplierReviews {...base} reviews={reviews(11, 2)} total={12} mode="page" page={2} />)
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('Page 2 of 2: 12 reviews')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Review pages' })
    expect(within(nav).getByRole('link', { name: 'Newer reviews' }).getAttribute('href')).toBe(
      '/supplier/profile/sup-1?reviews=all#supplier-reviews',
    )
    expect(within(nav).queryByRole('link', { name: 'Older reviews' })).toBeNull()
  })
})
