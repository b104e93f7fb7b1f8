import { act, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/errors.ts'
import { $authPrompt, finishPrompt } from '../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { item } from '../../tests/fixtures/item.ts'

const get = vi.fn()
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { ItemWidget } = await import('./ItemWidget.tsx')

afterEach(() => {
  const prompt = $authPrompt.get()
  if (prompt) finishPrompt(prompt.id, false)
  $session.set({})
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

describe('ItemWidget', () => {
  it('shows a skeleton, then the item with its prices, hours and supplier', async () => {
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    render(<ItemWidget itemId="item-1" />)
    expect(screen.getByRole('status', { name: 'Loading item' })).toBeTruthy()
    await act(async () => answer(item))
    expect(get).toHaveBeenCalledWith('/items/item-1')
    expect(screen.getByRole('heading', { level: 1, name: item.itemName })).toBeTruthy()
    const prices = screen.getByRole('region', { name: 'Prices' })
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['$45.00 / day', '$200.00 / week'])
    expect(screen.getByText('Bond: $100.00')).toBeTruthy()
    expect(screen.getAllByText('9:00 am to 5:00 pm')).toHaveLength(7)
    const booking = screen.getByRole('region', { name: 'Booking' })
    expect(within(booking).getByRole('button', { name: 'Book now' })).toBeTruthy()
    const supplier = screen.getByRole('link', { name: /Sam Supplier/ })
    expect(supplier.getAttribute('href')).toMatch(/\/supplier\/profile\/supplier-1$/)
    expect(screen.getByText('Image 1 of 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByText('Image 2 of 2')).toBeTruthy()
  })

  it("says 'Item not exist' for an unknown id", async () => {
    get.mockRejectedValue(new ApiError('Item not exist', 404, undefined))
    render(<ItemWidget itemId="missing" />)
    expect((await screen.findByRole('alert')).textContent).toBe('Item not exist')
  })

  it("also says 'Item not exist' for a malformed id", async () => {
    get.mockRejectedValue(new ApiError('id must be a valid id (got "x")', 400, undefined))
    render(<ItemWidget itemId="x" />)
    expect((await screen.findByRole('alert')).textContent).toBe('Item not exist')
  })

  it('offers a retry when the item could not load', async () => {
    get.mockRejectedValueOnce(new ApiError('Some thing went wrong', 500, undefined))
    render(<ItemWidget itemId="item-2" />)
    await screen.findByRole('alert')
    get.mockResolvedValueOnce({ ...item, _id: 'item-2' })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    })
    expect(screen.getByRole('heading', { level: 1, name: item.itemName })).toBeTruthy()
  })

  it('asks a guest to sign in instead of opening the question form', async () => {
    $session.set({ accessToken: 'guest', isGuestUser: '1', userType: 'INDIVIDUAL' })
    get.mockResolvedValue(item)
    render(<ItemWidget itemId="item-3" />)
    await screen.findByRole('heading', { level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }))
    expect($authPrompt.get()?.reason).toBe('Sign in to ask a question.')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
