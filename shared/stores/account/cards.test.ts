import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardForm } from '../../adapters/payments/port.ts'
import { ApiError } from '../../api/errors.ts'
import type { Card } from '../../contract/checkout/payments.ts'

const get = vi.fn()
// Mounting the session signs a visitor without a token in as a guest.
const guest = async () => ({ accessToken: 'guest' })
const post = vi.fn<(...args: unknown[]) => Promise<unknown>>(guest)
const put = vi.fn()
const del = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: { get, post, put, delete: del },
  bindSession: () => {},
}))

const { $session, startSession, clearSession } = await import('../core/session.ts')
const cards = await import('./cards.ts')
const { CardFormError } = await import('../../adapters/payments/port.ts')

const visa: Card = {
  id: 'card-1',
  name: 'Harriet Hirer',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  brand: 'visa',
}
const user = {
  _id: 'u1',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  referralCode: 'ABC',
  profileStep: 416,
} as never

function fakeForm(token = 'tok_1'): CardForm & { tokenize: ReturnType<typeof vi.fn> } {
  return {
    ready: Promise.resolve(),
    tokenize: vi.fn(async () => ({ token, card: { ...visa } })),
    validate: vi.fn(() => true),
    setDisabled: vi.fn(),
    focus: vi.fn(),
    destroy: vi.fn(),
  }
}

let unlisten: () => void = () => {}
$session.listen(() => {})

beforeEach(() => {
  get.mockResolvedValue({ cardsList: [visa] })
  startSession('token', 'INDIVIDUAL', user)
  unlisten = cards.$cards.listen(() => {})
})
afterEach(() => {
  unlisten()
  vi.resetAllMocks()
  post.mockImplementation(guest)
  cards.forgetAddedCard()
  clearSession()
  cards.$cards.set({ status: 'idle', list: [] })
  sessionStorage.clear()
})

describe('$cards', () => {
  it('loads the saved cards with the bearer token when first watched', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    expect(get).toHaveBeenCalledWith('/user/cards', { auth: 'bearer' })
    expect(cards.$cards.get().list).toEqual([visa])
  })

  it('keeps a failed load in place with its message', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    get.mockRejectedValue(new ApiError('Request Timeout', 408, {}))
    await cards.loadCards()
    expect(cards.$cards.get()).toMatchObject({ status: 'error', error: 'Request Timeout' })
  })

  it('empties on sign-out and ignores a late answer for the previous user', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const late = cards.loadCards()
    clearSession()
    answer({ cardsList: [visa] })
    await late
    expect(cards.$cards.get()).toEqual({ status: 'idle', list: [] })
  })
})

describe('addCard', () => {
  it('tokenises with the name, saves only the token, adds and selects the card', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    const saved = { ...visa, id: 'card-2', last4: '4444', brand: 'mastercard' }
    post.mockResolvedValue(saved)
    const form = fakeForm('tok_new')
    await expect(cards.addCard(form, 'Harriet Hirer')).resolves.toEqual(saved)
    expect(form.tokenize).toHaveBeenCalledWith({ name: 'Harriet Hirer' })
    expect(post).toHaveBeenCalledWith('/user/card', { auth: 'bearer', body: { token: 'tok_new' } })
    expect(cards.$cards.get().list.map((card) => card.id)).toEqual(['card-1', 'card-2'])
    expect(cards.$addedCardId.get()).toBe('card-2')
    expect(sessionStorage.getItem('hire:addedCard')).toBe('card-2')
  })

  it('a list fetched while the card was being added is fetched again', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    const saved = { ...visa, id: 'card-2' }
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const loading = cards.loadCards()
    post.mockResolvedValue(saved)
    await cards.addCard(fakeForm(), 'Harriet Hirer')
    get.mockResolvedValue({ cardsList: [visa, saved] })
    answer({ cardsList: [visa] })
    await loading
    expect(get).toHaveBeenCalledTimes(3)
    expect(cards.$cards.get()).toEqual({ status: 'ready', list: [visa, saved] })
  })

  it('refuses a name with other than letters and spaces before tokenising', async () => {
    const form = fakeForm()
    await expect(cards.addCard(form, 'Harriet 2')).rejects.toMatchObject({
      reason: 'fields',
      message: 'The cardholder name may only contain letters and spaces.',
    })
    expect(form.tokenize).not.toHaveBeenCalled()
  })

  it('passes on a refused token and says the spec message when saving is refused', async () => {
    const declined = new CardFormError(
      'declined',
      'Issue in adding the card please try with valid card detail.',
    )
    const form = fakeForm()
    form.tokenize.mockRejectedValueOnce(declined)
    await expect(cards.addCard(form, 'Harriet')).rejects.toBe(declined)
    expect(post).not.toHaveBeenCalled()
    post.mockRejectedValue(new ApiError('Token already used', 400, {}))
    await expect(cards.addCard(form, 'Harriet')).rejects.toMatchObject({
      reason: 'declined',
      message: 'Issue in adding the card please try with valid card detail.',
    })
    expect(cards.$addedCardId.get()).toBeNull()
  })
})

describe('editCard and deleteCard', () => {
  it('saves name and expiry with PUT /user/card and updates the list', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    const edited = { ...visa, name: 'Harriet Jones', exp_month: 1, exp_year: 2031 }
    put.mockResolvedValue(edited)
    await cards.editCard({
      cardId: 'card-1',
      name: ' Harriet Jones ',
      exp_month: 1,
      exp_year: 2031,
    })
    expect(put).toHaveBeenCalledWith('/user/card', {
      auth: 'bearer',
      body: { cardId: 'card-1', name: 'Harriet Jones', exp_month: 1, exp_year: 2031 },
    })
    expect(cards.$cards.get().list).toEqual([edited])
  })

  it('deletes with DELETE /user/card/{id} and forgets the card if it was just added', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    cards.markCardAdded('card-1')
    del.mockResolvedValue(null)
    await cards.deleteCard('card-1')
    expect(del).toHaveBeenCalledWith('/user/card/card-1', { auth: 'bearer' })
    expect(cards.$cards.get().list).toEqual([])
    expect(cards.$addedCardId.get()).toBeNull()
    expect(sessionStorage.getItem('hire:addedCard')).toBeNull()
  })

  it('keeps the card when deleting fails', async () => {
    await vi.waitFor(() => expect(cards.$cards.get().status).toBe('ready'))
    del.mockRejectedValue(new ApiError('Card not found.', 404, {}))
    await expect(cards.deleteCard('card-1')).rejects.toThrow('Card not found.')
    expect(cards.$cards.get().list).toEqual([visa])
  })
})

describe('$addedCardId', () => {
  it('picks up a card added on the page that led here', async () => {
    // Earlier reads mounted the store; nanostores unmounts it a second after the last one.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    sessionStorage.setItem('hire:addedCard', 'card-9')
    const stop = cards.$addedCardId.listen(() => {})
    expect(cards.$addedCardId.get()).toBe('card-9')
    stop()
  })
})
