import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $savedFlags } from '../../../shared/stores/catalogue/saved-flags.ts'
import { $session } from '../../../shared/stores/core/session.ts'
import { type item, itemPage } from '../../../tests/fixtures/browse.ts'

const { get, post } = vi.hoisted(() => ({
  get: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ list: [], total: 0 })),
  post: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({})),
}))
vi.mock('../../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { SavedItems } = await import('./SavedItems.tsx')

const signedOut = $session.get()
const saved = (from: number, count: number, total: number) => {
  const page = itemPage(from, count, total)
  return { ...page, list: page.list.map((entry) => ({ ...entry, bookMarked: true })) }
}
/** Answers the saved list by position, like the API, and the flags call with nothing. */
function serve(list: ReturnType<typeof item>[]) {
  get.mockImplementation(async (...args: unknown[]) => {
    const query = (args[1] as { query: { pageNo: number; limit: number } }).query
    if (query.limit !== 5) return { list: [], total: 0 }
    const start = (query.pageNo - 1) * 5
    return { list: list.slice(start, start + 5), total: list.length }
  })
}

beforeEach(() => {
  get.mockReset()
  post.mockReset()
  post.mockResolvedValue({})
  $session.set({ accessToken: 'token', isGuestUser: '0' })
})
afterEach(() => {
  cleanup()
  $session.set(signedOut)
  $savedFlags.set({ status: 'idle', saved: {} })
})

describe('SavedItems', () => {
  it('shows placeholders, then the user’s saved items 5 at a time', async () => {
    serve(saved(1, 7, 7).list)
    render(<SavedItems />)
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5))
    expect(get).toHaveBeenCalledWith('/items/bookmarks', {
      query: { pageNo: 1, limit: 5 },
      auth: 'bearer',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('takes an unsaved item away once the server confirmed, and moves focus on', async () => {
    const list = saved(1, 3, 3).list
    serve(list)
    post.mockImplementationOnce(async () => {
      list.splice(1, 1)
      return { itemId: 'item-2', bookMarked: false }
    })
    render(<SavedItems />)
    const button = await screen.findByRole('button', { name: 'Save Item 2' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Item 2' })).toBeNull())
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
    expect(screen.getByText('Item 2 removed from your saved items.')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Item 3' })),
    )
  })

  it('keeps the card when the server refused', async () => {
    serve(saved(1, 2, 2).list)
    post.mockRejectedValueOnce(new Error('Some thing went wrong'))
    render(<SavedItems />)
    fireEvent.click(await screen.findByRole('button', { name: 'Save Item 1' }))
    await waitFor(() => expect(post).toHaveBeenCalled())
    await act(async () => {})
    expect(screen.getByRole('heading', { name: 'Item 1' })).toBeTruthy()
  })

  it('says when nothing is saved, with a way to find something', async () => {
    serve([])
    render(<SavedItems />)
    expect(await screen.findByText('You have no saved items yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find something to save' }).getAttribute('href')).toBe(
      '/list/equipments/POPULAR',
    )
  })

  it('offers Retry when the list cannot be read', async () => {
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    render(<SavedItems />)
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    serve(saved(1, 1, 1).list)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Item 1' })).toBeTruthy()
  })
})
