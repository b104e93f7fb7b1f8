import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $savedFlags, recordBookmark } from '../../../shared/stores/catalogue/saved-flags.ts'
import { $authPrompt, finishPrompt } from '../../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../../shared/stores/core/session.ts'
import { item } from '../../../tests/fixtures/browse.ts'

const { get, post } = vi.hoisted(() => ({
  get: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ list: [], total: 0 })),
  post: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({})),
}))
vi.mock('../../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { ItemShelf } = await import('./ItemShelf.tsx')

const signedOut = $session.get()
const bookmark = (name: string) => screen.getAllByRole('button', { name: `Save ${name}` })

beforeEach(() => {
  get.mockReset()
  post.mockReset()
  get.mockResolvedValue({ list: [], total: 0 })
  post.mockResolvedValue({})
})
afterEach(() => {
  cleanup()
  const prompt = $authPrompt.get()
  if (prompt) act(() => finishPrompt(prompt.id, false))
  $session.set(signedOut)
  $savedFlags.set({ status: 'idle', saved: {} })
  document.body.innerHTML = ''
})

describe('ItemShelf', () => {
  it("shows the cards, or 'No result found'", () => {
    render(<ItemShelf items={[item(1), item(2)]} label="All Listings" />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    document.body.innerHTML = ''
    render(<ItemShelf items={[]} label="All Listings" />)
    expect(screen.getByText('No result found')).toBeTruthy()
  })

  it('shows the signed-in user’s saved items on cards rendered as anyone sees them', async () => {
    get.mockResolvedValueOnce({ list: [item(2, true)], total: 1 })
    $session.set({ accessToken: 'token', isGuestUser: '0' })
    render(<ItemShelf items={[item(1), item(2)]} label="Trending Listings" />)
    await waitFor(() => expect(bookmark('Item 2')[0]?.getAttribute('aria-pressed')).toBe('true'))
    expect(bookmark('Item 1')[0]?.getAttribute('aria-pressed')).toBe('false')
  })

  it('a confirmed toggle changes every card of the item on the page', async () => {
    $session.set({ accessToken: 'token', isGuestUser: '0' })
    post.mockResolvedValueOnce({ itemId: 'item-1', bookMarked: true })
    render(
      <>
        <ItemShelf items={[item(1), item(2)]} label="Trending Listings" layout="row" />
        <ItemShelf items={[item(3), item(1)]} label="All Listings" />
      </>,
    )
    const [first, second] = bookmark('Item 1')
    fireEvent.click(first as HTMLElement)
    expect(post).toHaveBeenCalledWith('/items/bookmarks', { body: { itemId: 'item-1' } })
    await waitFor(() => expect(second?.getAttribute('aria-pressed')).toBe('true'))
    expect(first?.getAttribute('aria-pressed')).toBe('true')
  })

  it('a failed toggle changes nothing', async () => {
    $session.set({ accessToken: 'token', isGuestUser: '0' })
    post.mockRejectedValueOnce(new Error('Request Timeout'))
    render(<ItemShelf items={[item(1)]} label="All Listings" />)
    fireEvent.click(bookmark('Item 1')[0] as HTMLElement)
    await waitFor(() => expect(post).toHaveBeenCalled())
    await act(async () => {})
    expect(bookmark('Item 1')[0]?.getAttribute('aria-pressed')).toBe('false')
    expect($savedFlags.get().saved['item-1']).toBeUndefined()
  })

  it('asks a guest to sign in instead of saving', () => {
    render(<ItemShelf items={[item(1)]} label="All Listings" />)
    fireEvent.click(bookmark('Item 1')[0] as HTMLElement)
    expect($authPrompt.get()?.reason).toBe('Please log in or sign up to continue.')
    expect(post).not.toHaveBeenCalled()
  })

  it('keeps the first render equal to the server’s, then applies known flags', async () => {
    recordBookmark('item-1', true)
    render(<ItemShelf items={[item(1)]} label="All Listings" />)
    await waitFor(() => expect(bookmark('Item 1')[0]?.getAttribute('aria-pressed')).toBe('true'))
  })

  it('names a row’s buttons after the section', () => {
    render(<ItemShelf items={[item(1)]} label="Trending Listings" layout="row" />)
    expect(screen.getByRole('list', { name: 'Trending Listings' })).toBeTruthy()
  })
})
