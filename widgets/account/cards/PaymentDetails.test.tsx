import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const { callsTo, handlers, hirer, resetApi, visa } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { $session, startSession, clearSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { $cards, forgetAddedCard } = await import('../../../shared/stores/account/cards.ts')
const { $referrals } = await import('../../../shared/stores/account/referrals.ts')
const { closeDialog, dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { PaymentDetails } = await import('./PaymentDetails.tsx')
const { noCardsText } = await import('./CardList.tsx')

$session.listen(() => {})

let saved: (typeof visa)[] = []
const credit = {
  _id: 'cr1',
  amount: 20,
  expiresAt: '2099-05-01T10:00:00.000Z',
  created: '2098-11-01T00:00:00.000Z',
  isExpired: false,
  referredUser: { firstName: 'Sam', lastName: 'Surfer' },
}

beforeEach(() => {
  saved = [visa]
  handlers.set('GET /user/cards', () => ({ cardsList: saved }))
  handlers.set('GET /user/referral', () => ({
    list: [credit],
    total: 1,
    referralCode: 'HARRIET123',
    availableAmount: 20,
  }))
  handlers.set('PUT /user/card', (call) => {
    const body = call.body as {
      cardId: string
      name: string
      exp_month: number
      exp_year: number
    }
    saved = saved.map((card) => (card.id === body.cardId ? { ...card, ...body } : card))
    return saved.find((card) => card.id === body.cardId)
  })
  handlers.set('DELETE /user/card/card-1', () => {
    saved = []
    return null
  })
})
afterEach(() => {
  act(() => {
    closeDialog(false)
    dismissToast()
  })
  forgetAddedCard()
  clearSession()
  $cards.set({ status: 'idle', list: [] })
  $referrals.set({ status: 'idle', list: [], total: 0, referralCode: '', availableAmount: 0 })
  resetApi()
  window.history.replaceState(null, '', '/payment-detail')
  document.body.innerHTML = ''
})

/** Signs in, which starts loading the cards: each test sets its fake answers first. */
function signIn() {
  startSession('token', 'INDIVIDUAL', hirer)
}

async function openMenu() {
  const button = await screen.findByRole('button', { name: 'Options for Visa ending in 4242' })
  fireEvent.click(button)
  return button
}

describe('PaymentDetails', () => {
  it('lists cards by last four digits, and credits as $X for next 1 rent with expiry', async () => {
    signIn()
    render(<PaymentDetails />)
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy()
    expect(screen.getByText('Harriet Hirer · Expires 12/30')).toBeTruthy()
    expect(await screen.findByText('$20 for next 1 rent')).toBeTruthy()
    expect(screen.getByText('Expires 01 May. 2099')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get more credit' }).getAttribute('href')).toBe(
      '/invite-friend/u1',
    )
  })

  it('says so when there are no cards', async () => {
    saved = []
    signIn()
    render(<PaymentDetails />)
    expect(await screen.findByText(noCardsText)).toBeTruthy()
  })

  it('the card menu is a keyboard menu button', async () => {
    signIn()
    render(<PaymentDetails />)
    const button = await openMenu()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Edit card', 'Delete card'])
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    const menu = screen.getByRole('menu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement).toBe(items[1]))
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    fireEvent.keyDown(menu, { key: 'End' })
    await waitFor(() => expect(document.activeElement).toBe(items[1]))
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    fireEvent.keyDown(button, { key: 'ArrowUp' })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Delete card'))
  })

  it('edits the name and expiry; a bad expiry is refused with the spec message', async () => {
    signIn()
    render(<PaymentDetails />)
    await openMenu()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' })
    const number = within(dialog).getByLabelText('Card number') as HTMLInputElement
    expect(number.readOnly).toBe(true)
    expect(number.value).toBe('•••• •••• •••• 4242')
    expect((within(dialog).getByLabelText('CVC') as HTMLInputElement).readOnly).toBe(true)
    const expiry = within(dialog).getByLabelText('Expiry date (MM/YY)') as HTMLInputElement
    expect(expiry.value).toBe('12/30')
    fireEvent.input(expiry, { target: { value: '' } })
    fireEvent.input(expiry, { target: { value: '13' } })
    expect(expiry.value).toBe('13/')
    fireEvent.input(expiry, { target: { value: '13/31' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    const error = await within(dialog).findByText('Please Enter valid expiry date')
    expect(expiry.getAttribute('aria-describedby')).toBe(error.id)
    expect(document.activeElement).toBe(expiry)
    expect(callsTo('PUT /user/card')).toHaveLength(0)

    fireEvent.input(expiry, { target: { value: '11/31' } })
    expect(within(dialog).queryByText('Please Enter valid expiry date')).toBeNull()
    const name = within(dialog).getByLabelText('Name on card') as HTMLInputElement
    fireEvent.input(name, { target: { value: 'Harriet 3 Jones' } })
    expect(name.value).toBe('Harriet  Jones')
    fireEvent.input(name, { target: { value: 'Harriet Jones' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('PUT /user/card')[0]?.body).toEqual({
      cardId: 'card-1',
      name: 'Harriet Jones',
      exp_month: 11,
      exp_year: 2031,
    })
    expect(await screen.findByText('Harriet Jones · Expires 11/31')).toBeTruthy()
    expect(screen.getByText('Card updated.')).toBeTruthy()
  })

  it('deletes a card after Yes, and keeps it after No', async () => {
    signIn()
    render(<PaymentDetails />)
    await openMenu()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete card' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete card' })
    expect(within(confirm).getByText('Delete the card ending in 4242?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }))
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy()
    expect(callsTo('DELETE /user/card/card-1')).toHaveLength(0)

    await openMenu()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete card' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete card' })).getByRole('button', {
        name: 'Yes',
      }),
    )
    expect(await screen.findByText(noCardsText)).toBeTruthy()
    expect(screen.getByText('Card deleted.')).toBeTruthy()
  })

  it('opens Add card as a panel that Back or Cancel closes', async () => {
    signIn()
    render(<PaymentDetails />)
    await screen.findByText('Visa ending in 4242')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    const heading = await screen.findByRole('heading', { name: 'Add card' })
    expect(window.location.hash).toBe('#add-card')
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(await screen.findByLabelText('Card number')).toBeTruthy()
    window.history.replaceState(null, '', '/payment-detail')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(await screen.findByRole('heading', { name: 'Your cards' })).toBeTruthy()
  })

  it('shows the credits load failure with Try again', async () => {
    handlers.set('GET /user/referral', () => {
      throw new Error('Request Timeout')
    })
    signIn()
    render(<PaymentDetails />)
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    handlers.set('GET /user/referral', () => ({
      list: [],
      total: 0,
      referralCode: 'X',
      availableAmount: 0,
    }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/You have no credits yet/)).toBeTruthy()
  })
})
