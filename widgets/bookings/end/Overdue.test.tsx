import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'

const { booking, callsTo, DAY, handlers, hirer, midnight, resetApi, serveTwoCards, visa } =
  await import('../../../tests/fixtures/booking-end.ts')
resetApi()
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { $cards } = await import('../../../shared/stores/account/cards.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { $session, clearSession, startSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { readWizard, startWizard } = await import('../../../shared/stores/lib/wizard-session.ts')
const { DelaySummary } = await import('./DelaySummary.tsx')
const { PenaltyPayment } = await import('./PenaltyPayment.tsx')

$session.listen(() => {})
const endDate = midnight(-5)
// Three started days after the 23:45 due time.
const now = () => endDate + (23 * 60 + 45) * 60_000 + 2 * DAY + 60_000
const overdue = () =>
  booking({ _id: 'booking-9', bookingStatus: 'OVER_DUE', startDate: midnight(-8), endDate })
let navigate: ReturnType<typeof vi.fn<(path: string, replace?: boolean) => void>>

beforeEach(() => {
  navigate = vi.fn()
  handlers.set('GET /booking/booking-9', overdue)
  handlers.set('GET /user/cards', () => ({ cardsList: [visa] }))
  handlers.set('POST /overdue/charge', () => ({
    bookingId: 'booking-9',
    bookingStatus: 'ACTIVE',
    charged: 162,
    paidAmount: 180,
    paymentId: 'pay-1',
  }))
  startSession('token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  act(() => dismissToast())
  clearSession()
  $cards.set({ status: 'idle', list: [] })
  $bookingDetails.set({})
  resetApi()
  sessionStorage.clear()
  document.body.innerHTML = ''
})

const value = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('DelaySummary', () => {
  it('sends a visitor with neither a booking id nor the wizard to /booking/current', async () => {
    render(<DelaySummary navigate={navigate} now={now} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current', true))
  })

  it('starts the Overdue wizard, shows the terms, then the delay summary', async () => {
    startWizard('ReturnPickup', { bookingId: 'other' })
    render(<DelaySummary bookingId="booking-9" navigate={navigate} now={now} />)
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy()
    expect(readWizard('Overdue')).toEqual({
      bookingId: 'booking-9',
      termsAccepted: false,
      cardId: null,
      attempt: null,
    })
    // Starting one wizard ends the others.
    expect(readWizard('ReturnPickup')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }))
    expect(await screen.findByRole('heading', { name: 'Delay summary' })).toBeTruthy()
    expect(readWizard('Overdue')).toMatchObject({ termsAccepted: true })
    expect(value('Days late')).toBe('3')
    expect(value('Overdue period')).toBe('3 days')
    expect(value('Price')).toBe('$45.00 / day × 3')
    expect(value('Overdue cost')).toBe('$135.00')
    expect(value('Overdue charge (20%)')).toBe('$27.00')
    expect(value('Amount')).toBe('$162.00')
    expect(value('Bond')).toBe('$100.00')
    expect(value('Paid')).toBe('$180.00')
    expect(value('Total to be paid now')).toBe('$162.00')
    expect(screen.getByText('Under 7 days late: the day price for each day.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/booking/penaltyAmountPay',
    )
  })

  it('keeps accepted terms for the same booking after a reload', async () => {
    startWizard('Overdue', { bookingId: 'booking-9', termsAccepted: true })
    render(<DelaySummary bookingId="booking-9" navigate={navigate} now={now} />)
    expect(await screen.findByRole('heading', { name: 'Delay summary' })).toBeTruthy()
  })

  it('says so when the booking is no longer overdue', async () => {
    handlers.set('GET /booking/booking-9', () => booking({ _id: 'booking-9' }))
    startWizard('Overdue', { bookingId: 'booking-9', termsAccepted: true })
    render(<DelaySummary navigate={navigate} now={now} />)
    expect(await screen.findByText('This booking is not overdue.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the booking' }).getAttribute('href')).toBe(
      '/booking/detail?bookingID=booking-9',
    )
  })
})

describe('PenaltyPayment', () => {
  it('goes back to the terms while they are not accepted', async () => {
    startWizard('Overdue', { bookingId: 'booking-9', termsAccepted: false })
    render(<PenaltyPayment navigate={navigate} now={now} />)
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/booking/delayInReturn?bookingID=booking-9', true),
    )
  })

  it('pays the penalty with a card, ends the wizard and returns to the detail', async () => {
    await serveTwoCards()
    startWizard('Overdue', { bookingId: 'booking-9', termsAccepted: true })
    render(<PenaltyPayment navigate={navigate} now={now} />)
    await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })
    fireEvent.click(screen.getByRole('button', { name: 'Pay $162.00' }))
    expect(
      await screen.findByText('Please select the card from list or add new card for payment!'),
    ).toBeTruthy()
    fireEvent.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay $162.00' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/booking/detail?bookingID=booking-9'),
    )
    const [call] = callsTo('POST /overdue/charge')
    expect(call?.body).toEqual({
      bookingId: 'booking-9',
      penality: 162,
      cardId: 'card-1',
      paymentMethod: 'STRIPE',
    })
    expect(call?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/)
    expect(readWizard('Overdue')).toBeNull()
  })

  it('shows a declined card and keeps the wizard', async () => {
    startWizard('Overdue', { bookingId: 'booking-9', termsAccepted: true, cardId: 'card-1' })
    handlers.set('POST /overdue/charge', () => {
      throw new ApiError('Your card was declined. Please try another card.', 402, {})
    })
    render(<PenaltyPayment navigate={navigate} now={now} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $162.00' }))
    expect(await screen.findByText('Your card was declined. Please try another card.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    expect(readWizard('Overdue')).toMatchObject({ bookingId: 'booking-9', cardId: 'card-1' })
  })
})
