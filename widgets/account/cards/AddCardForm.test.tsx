import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'

const { callsTo, handlers, hirer, resetApi, visa } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { $session, startSession, clearSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { $cards, forgetAddedCard } = await import('../../../shared/stores/account/cards.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { AddCardForm } = await import('./AddCardForm.tsx')
const { AddCardPage } = await import('./AddCardPage.tsx')
const { endRequestItem, startRequestItem } = await import(
  '../../../shared/stores/checkout/request-item.ts'
)
const { bookingItem, selectionOf } = await import('../../../tests/fixtures/checkout.ts')

$session.listen(() => {})
const declined = 'Issue in adding the card please try with valid card detail.'

let saved: (typeof visa)[] = []

beforeEach(() => {
  saved = [visa]
  handlers.set('GET /user/cards', () => ({ cardsList: saved }))
  handlers.set('POST /sandbox/tokens', (call) => {
    const body = call.body as { number: string }
    if (body.number.startsWith('4000')) throw new ApiError(declined, 402, {})
    return { token: 'tok_sandbox', card: { ...visa, id: undefined } }
  })
  handlers.set('POST /user/card', () => {
    saved = [...saved, { ...visa, id: 'card-new' }]
    return saved.at(-1)
  })
})
afterEach(() => {
  act(() => dismissToast())
  forgetAddedCard()
  clearSession()
  $cards.set({ status: 'idle', list: [] })
  resetApi()
  document.body.innerHTML = ''
})

/** Signs in, which starts loading the cards: each test sets its fake answers first. */
function signIn() {
  startSession('token', 'INDIVIDUAL', hirer)
}

function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement
  input.value = value
  fireEvent.input(input)
  return input
}

async function fillCard(number: string) {
  await screen.findByLabelText('Card number')
  type('Name on card', 'Harriet Hirer')
  type('Card number', number)
  type('Expiry date (MM/YY)', '12/30')
  type('CVC', '123')
}

describe('AddCardForm', () => {
  it('adds the card with a token only, showing progress while it works', async () => {
    const onAdded = vi.fn()
    let release: () => void = () => {}
    const saveCard = handlers.get('POST /user/card')
    handlers.set(
      'POST /user/card',
      (call) => new Promise((resolve) => (release = () => resolve(saveCard?.(call)))),
    )
    signIn()
    render(<AddCardForm onAdded={onAdded} />)
    await fillCard('4242424242424242')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    const busy = await screen.findByRole('button', { name: 'Adding card…' })
    expect(busy).toHaveProperty('disabled', true)
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Adding your card…')
    // The call reaches the fake API a moment after the click (the real client encodes it).
    await waitFor(() => expect(callsTo('POST /user/card')).toHaveLength(1))
    release()
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'card-new' })),
    )
    const [token] = callsTo('POST /sandbox/tokens')
    expect(token?.body).toMatchObject({
      number: '4242 4242 4242 4242',
      name: 'Harriet Hirer',
    })
    const [save] = callsTo('POST /user/card')
    expect(save?.body).toEqual({ token: 'tok_sandbox' })
    await waitFor(() =>
      expect($cards.get().list.map((card) => card.id)).toEqual(['card-1', 'card-new']),
    )
  })

  it('a declined card shows the spec message in an alert and keeps the form', async () => {
    const onAdded = vi.fn()
    signIn()
    render(<AddCardForm onAdded={onAdded} />)
    await fillCard('4000000000000002')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    expect((await screen.findByRole('alert')).textContent).toBe(declined)
    expect(onAdded).not.toHaveBeenCalled()
    expect(callsTo('POST /user/card')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Add card' })).toHaveProperty('disabled', false)
  })

  it('keeps only letters and spaces in the name and asks for one', async () => {
    signIn()
    render(<AddCardForm onAdded={vi.fn()} />)
    await screen.findByLabelText('Card number')
    const name = type('Name on card', 'Harriet2 O’Hirer')
    expect(name.value).toBe('Harriet OHirer')
    type('Name on card', '')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    const error = await screen.findByText('The cardholder name field is required.')
    expect(name.getAttribute('aria-describedby')).toBe(error.id)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(callsTo('POST /sandbox/tokens')).toHaveLength(0)
  })

  it('a wrong number is said beside the field, with no call and no alert', async () => {
    signIn()
    render(<AddCardForm onAdded={vi.fn()} />)
    await fillCard('4242424242424241')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    await screen.findByText('Please enter a valid card number.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(callsTo('POST /sandbox/tokens')).toHaveLength(0)
  })

  it('Cancel hands back', async () => {
    const onCancel = vi.fn()
    signIn()
    render(<AddCardForm onAdded={vi.fn()} onCancel={onCancel} />)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
  })
})

describe('AddCardPage', () => {
  it('returns to the same-site page in `back` with the new card remembered for it', async () => {
    const navigate = vi.fn()
    signIn()
    render(<AddCardPage back="/item/booking?itemId=i1" navigate={navigate} />)
    await fillCard('4242 4242 4242 4242')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/item/booking?itemId=i1'))
    expect(sessionStorage.getItem('hire:addedCard')).toBe('card-new')
  })

  it("shows the checkout's item when it came from 'Confirm and pay'", async () => {
    startRequestItem(bookingItem, selectionOf(3, 2))
    signIn()
    render(<AddCardPage back="/item/booking" navigate={vi.fn()} />)
    const summary = await screen.findByRole('region', { name: 'Your booking' })
    expect(summary.textContent).toContain('Stand-up paddle board')
    expect(summary.textContent).toContain('$45.00 / day')
    endRequestItem()
  })

  it('leaves the item to the page when the page shows it', async () => {
    startRequestItem(bookingItem, selectionOf(3, 2))
    signIn()
    render(<AddCardPage back="/item/booking" itemShown navigate={vi.fn()} />)
    await screen.findByLabelText('Card number')
    expect(screen.queryByRole('region', { name: 'Your booking' })).toBeNull()
    endRequestItem()
  })

  it('never returns to another site', async () => {
    const navigate = vi.fn()
    signIn()
    render(<AddCardPage back="https://evil.example/" navigate={navigate} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(navigate).toHaveBeenCalledWith('/payment-detail')
  })
})
