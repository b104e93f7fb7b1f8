import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'
import { $cards, loadCards } from '../../../shared/stores/account/cards.ts'
import {
  acceptTerms,
  readRequestItem,
  startRequestItem,
} from '../../../shared/stores/checkout/request-item.ts'
import { $session } from '../../../shared/stores/core/session.ts'
import { bookingItem, selectionOf } from '../../../tests/fixtures/checkout.ts'

const get = vi.fn()
const post = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
  },
  bindSession: () => {},
}))

const { TermsStep } = await import('./TermsStep.tsx')
const { ConfirmAndPay } = await import('./ConfirmAndPay.tsx')
const { PaymentSuccess } = await import('./PaymentSuccess.tsx')

const card = {
  id: 'card-1',
  name: 'Hana Hirer',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  brand: 'visa',
}
let savedCards = [card]
const answer = {
  bookingId: 'booking-1',
  bookingStatus: 'APPROVED',
  bookingType: 'INSTANT',
  totalCost: 190,
  paidAmount: 190,
  balanceDue: 0,
  bondLater: 0,
  bondChargeDate: null,
}
const navigate = vi.fn()

beforeEach(() => {
  savedCards = [card]
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    userInfo: JSON.stringify({ _id: 'hirer-1', firstName: 'Hana', profileStep: 416 }),
    isGuestUser: '0',
  })
  get.mockImplementation(async (path: string) => {
    if (path === '/user/cards') return { cardsList: savedCards }
    if (path === '/user/referral') return { list: [], total: 0 }
    throw new ApiError(`No fake for ${path}`, 404, {})
  })
  post.mockResolvedValue(answer)
})

afterEach(() => {
  cleanup()
  $session.set({})
  $cards.set({ status: 'idle', list: [] })
  sessionStorage.clear()
  vi.clearAllMocks()
})

describe('TermsStep', () => {
  it('goes to / without a RequestItem session', async () => {
    render(<TermsStep navigate={navigate} />)
    await act(async () => {})
    expect(navigate).toHaveBeenCalledWith('/', true)
  })

  it("shows the booking and the terms; 'Accept and Continue' goes to Confirm and pay", async () => {
    startRequestItem(bookingItem, selectionOf(3, 2, 2))
    render(<TermsStep navigate={navigate} />)
    const summary = await screen.findByRole('region', { name: 'Your booking' })
    expect(within(summary).getByText('Stand-up paddle board')).toBeTruthy()
    expect(within(summary).getByText(/^2 units/)).toBeTruthy()
    const terms = screen.getByRole('link', { name: /Terms & Conditions/ })
    expect(terms.getAttribute('href')).toBe('/termsAndCondition')
    fireEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }))
    expect(navigate).toHaveBeenCalledWith('/item/booking')
    expect(readRequestItem()?.termsAccepted).toBe(true)
  })

  it("links to the supplier's own terms when the item has them", async () => {
    startRequestItem(
      { ...bookingItem, isApplyTermsAndCond: false, termsAndCondDoc: '/media/terms.pdf' },
      selectionOf(3, 2),
    )
    render(<TermsStep navigate={navigate} />)
    const link = await screen.findByRole('link', { name: /supplier's Terms/ })
    expect(link.getAttribute('href')).toMatch(/\/media\/terms\.pdf$/)
  })
})

describe('ConfirmAndPay', () => {
  async function open(standard = false) {
    startRequestItem(bookingItem, selectionOf(2, 2))
    acceptTerms()
    render(<ConfirmAndPay navigate={navigate} />)
    await screen.findByRole('radio', { name: /Visa/i })
    if (standard) fireEvent.click(screen.getByRole('radio', { name: /Standard deposit/ }))
  }

  it('goes to / without a session, and to the terms step before they are accepted', async () => {
    const { unmount } = render(<ConfirmAndPay navigate={navigate} />)
    await act(async () => {})
    expect(navigate).toHaveBeenLastCalledWith('/', true)
    unmount()
    startRequestItem(bookingItem, selectionOf(2, 2))
    render(<ConfirmAndPay navigate={navigate} />)
    await act(async () => {})
    expect(navigate).toHaveBeenLastCalledWith('/item/tearmsandcondition', true)
  })

  it('asks for a card, then pays in full and goes to the success page', async () => {
    // Two saved cards: nothing starts chosen (a lone card would).
    savedCards = [card, { ...card, id: 'card-2', last4: '4444', brand: 'mastercard' }]
    await loadCards() // ends the load the sign-in started
    await loadCards()
    await open()
    expect((screen.getByRole('radio', { name: 'Pay in full' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(screen.getByText('Pay now').nextElementSibling?.textContent).toBe('$190.00')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    const missing = await screen.findByText('Please select the card from list or add new card!')
    expect(missing.getAttribute('role')).toBe('alert')
    expect(post).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: /Visa/i }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    })
    expect(post).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/item/successfulPayment', true)
    expect(readRequestItem()).toBeNull()
  })

  it('on our site, fetches the success page ahead while the hand is on Confirm and pay', async () => {
    startRequestItem(bookingItem, selectionOf(2, 2))
    acceptTerms()
    render(<ConfirmAndPay />)
    await screen.findByRole('radio', { name: /Visa/i })
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Confirm and pay' }))
    const hint = document.head.querySelector(
      'link[rel="prefetch"][href$="/item/successfulPayment"]',
    )
    expect(hint?.getAttribute('as')).toBe('document')
  })

  it('in place (a partner’s page), fetches no page ahead', async () => {
    await open()
    const before = document.head.querySelectorAll('link[rel="prefetch"]').length
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Confirm and pay' }))
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(before)
  })

  it('shows the server message and keeps the button off while paying', async () => {
    await open(true)
    expect(screen.getByText('At pick-up').nextElementSibling?.textContent).toBe('$45.00')
    fireEvent.click(screen.getByRole('radio', { name: /Visa/i }))
    let refuse: (error: Error) => void = () => {}
    post.mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    const busy = await screen.findByRole('button', { name: 'Paying…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    await act(async () =>
      refuse(new ApiError('Your card was declined. Please try another card.', 402, {})),
    )
    const refused = screen.getByText('Your card was declined. Please try another card.')
    expect(refused.getAttribute('role')).toBe('alert')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    })
    expect(post.mock.calls[1]?.[1].headers['Idempotency-Key']).toBe(
      post.mock.calls[0]?.[1].headers['Idempotency-Key'],
    )
    expect(navigate).toHaveBeenCalledWith('/item/successfulPayment?id=1', true)
  })

  it("turns the discount off below $100 with the spec's message", async () => {
    await open()
    fireEvent.click(screen.getByRole('switch', { name: 'Use my referral credit' }))
    expect(
      (screen.getByRole('switch', { name: 'Use my referral credit' }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(
      screen.getByText('Coupons can only be used for bookings greater than $100.'),
    ).toBeTruthy()
  })

  it('explains a booking more than 7 days away: the bond is charged later', async () => {
    startRequestItem(bookingItem, selectionOf(12, 2))
    acceptTerms()
    render(<ConfirmAndPay navigate={navigate} />)
    expect(
      await screen.findByText(
        'Only the booking amount is charged now. The bond will be charged about 7 days before your booking date.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Pay now').nextElementSibling?.textContent).toBe('$90.00')
  })
})

describe('PaymentSuccess', () => {
  it("says 'Payment Successful!' details and continues to the invite page", async () => {
    sessionStorage.setItem(
      'hire:lastPayment',
      JSON.stringify({ ...answer, paidAmount: 145, balanceDue: 45, standard: true }),
    )
    render(<PaymentSuccess id="1" />)
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy()
    expect(screen.getByText('Due at pick-up').nextElementSibling?.textContent).toBe('$45.00')
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/invite-friend/hirer-1',
    )
  })
})
