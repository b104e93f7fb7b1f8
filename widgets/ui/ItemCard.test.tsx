import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import { $authPrompt, finishPrompt } from '../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../shared/stores/core/session.ts'

const { post } = vi.hoisted(() => ({
  post: vi.fn(async () => ({ itemId: 'item-1', bookMarked: true })),
}))
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post },
  bindSession: () => {},
}))

const { ItemCard, guestBookmarkReason } = await import('./ItemCard.tsx')

const item: ItemSummary = {
  _id: 'item-1',
  itemName: 'Double sea kayak',
  media: [{ url: '/media/kayak.jpg', thumbnailImage: '/media/kayak-thumb.jpg', type: 1 }],
  rating: 4,
  reviewTag: 'Top rated',
  distance: 12.345,
  price: [{ amount: 45, type: 1 }],
  bond: 100,
  bookMarked: false,
  instantBooking: true,
  itemCategoryType: 2,
  categories: { _id: 'c', name: 'Kayaking', icon: '' },
  pickUpLocation: { address: '', city: '', state: '', latitude: 0, longitude: 0 },
}

const signedOut = $session.get()
beforeEach(() => post.mockClear())
afterEach(() => {
  const prompt = $authPrompt.get()
  if (prompt) act(() => finishPrompt(prompt.id, false))
  $session.set(signedOut)
  document.body.innerHTML = ''
})

describe('ItemCard', () => {
  it('shows price with two decimals and unit, rating with one decimal, tag, distance, link', () => {
    render(<ItemCard item={{ ...item, price: [{ amount: 1250.5, type: 2 }] }} />)
    expect(screen.getByText('$1,250.50 / week')).toBeTruthy()
    expect(screen.getByText('4.0')).toBeTruthy()
    expect(screen.getByText('Top rated')).toBeTruthy()
    expect(screen.getByText('12.3 km away')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Double sea kayak' })
    expect(link.getAttribute('href')).toBe('/equipments/item-1')
  })

  it('shows no rating for an item nobody has rated yet, rather than 0.0', () => {
    render(<ItemCard item={{ ...item, rating: 0 }} />)
    expect(screen.queryByText('0.0')).toBeNull()
    expect(screen.queryByText(/Rating/)).toBeNull()
    expect(screen.getByText('Top rated')).toBeTruthy()
  })

  it('asks a guest to sign in and does not call the server', () => {
    render(<ItemCard item={item} />)
    const button = screen.getByRole('button', { name: 'Save Double sea kayak' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    expect($authPrompt.get()?.reason).toBe(guestBookmarkReason)
    expect(post).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('a signed-in toggle flips after the server answers', async () => {
    $session.set({ ...signedOut, accessToken: 'token', isGuestUser: '0' })
    render(<ItemCard item={item} />)
    const button = screen.getByRole('button', { name: 'Save Double sea kayak' })
    fireEvent.click(button)
    expect(post).toHaveBeenCalledWith('/items/bookmarks', { body: { itemId: 'item-1' } })
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect($authPrompt.get()).toBeNull()
  })

  it("loads the first card's picture eagerly and first, the others lazily", () => {
    const { container } = render(
      <>
        <ItemCard item={item} first />
        <ItemCard item={{ ...item, _id: 'item-2' }} />
      </>,
    )
    const [first, other] = [...container.querySelectorAll('img')]
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('fetchpriority') ?? first?.fetchPriority).toBe('high')
    expect(other?.getAttribute('loading')).toBe('lazy')
    expect(other?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('offers resized WebP copies of a raster picture, sized for a card; none for SVG', () => {
    const svg: ItemSummary = {
      ...item,
      _id: 'item-3',
      media: [{ url: '/media/items/kayak.svg', thumbnailImage: '', type: 1 }],
    }
    const { container } = render(
      <>
        <ItemCard item={item} />
        <ItemCard item={svg} />
      </>,
    )
    const [photo, drawing] = [...container.querySelectorAll('img')]
    expect(photo?.getAttribute('srcset')).toMatch(
      /^\/media\/kayak-thumb\.jpg\?w=320&f=webp 320w, .* 1920w$/,
    )
    expect(photo?.getAttribute('sizes')).toBeTruthy()
    expect(photo?.getAttribute('width')).toBe('400')
    expect(photo?.getAttribute('height')).toBe('300')
    expect(drawing?.hasAttribute('srcset')).toBe(false)
  })
})
