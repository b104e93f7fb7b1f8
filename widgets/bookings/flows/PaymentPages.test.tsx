import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { changeRequestOf, midnight, record } from '../../../tests/fixtures/booking-record.ts'

const { handlers, hirer, resetApi, callsTo, serveTwoCards, visa } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { startSession, clearSession } = await import('../../../shared/stores/core/session.ts')
const { $cards } = await import('../../../shared/stores/account/cards.ts')
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { readReturnPickup } = await import('../../../shared/stores/booking/return-wizard.ts')
const { enterStandardPayment, markStandardPaid, readStandardPaid } = await import(
  '../../../shared/stores/booking/standard-wizard.ts'
)
const { StandardPaymentPage } = await import('./StandardPaymentPage.tsx')
const { StandardPaymentSuccessPage } = await import('./SuccessPages.tsx')
const { ChangeRequestPaymentPage } = await import('./ChangeRequestPaymentPage.tsx')

const HOUR = 3_600_000
const navigate = vi.fn()
const now = () => midnight(1) - 2 * HOUR
const standard = record({
  isStandardBooking: true,
  startDate: midnight(1),
  endDate: midnight(3),
  paidAmount: 67.5,
  balanceDue: 67.5,
})

function serve(booking: BookingRecord) {
  handlers.set('GET /booking/booking-1', () => booking)
}
const amount = (label: string) => screen.getByText(label).nextSibling?.textContent

beforeEach(() => {
  handlers.set('GET /user/cards', () => ({ cardsList: [visa] }))
  startSession('token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  cleanup()
  clearSession()
  resetApi()
  navigate.mockReset()
  sessionStorage.clear()
  $cards.set({ status: 'idle', list: [] })
  $bookingDetails.set({})
})

describe('StandardPaymentPage', () => {
  it('goes to the current bookings without a booking or a Standard wizard', async () => {
    render(<StandardPaymentPage bookingId={null} navigate={navigate} now={now} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current'))
  })

  it('shows Amount, Bond, Paid and Total to be paid now', async () => {
    serve(standard)
    render(<StandardPaymentPage bookingId="booking-1" navigate={navigate} now={now} />)
    await screen.findByText('Total to be paid now')
    expect(amount('Amount')).toBe('$135.00')
    expect(amount('Bond')).toBe('$100.00')
    expect(amount('Paid')).toBe('$67.50')
    expect(amount('Total to be paid now')).toBe('$67.50')
  })

  it('needs a card, then pays the balance and marks the wizard paid', async () => {
    serve(standard)
    handlers.set('PUT /items/pickup/payment', () => ({
      bookingId: 'booking-1',
      bookingStatus: 'APPROVED',
      charged: 67.5,
      paidAmount: 135,
      paymentId: 'pay-1',
    }))
    await serveTwoCards()
    render(<StandardPaymentPage bookingId="booking-1" navigate={navigate} now={now} />)
    await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    expect(
      await screen.findByText('Please select the card from list or add new card for payment!'),
    ).toBeTruthy()
    fireEvent.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/standardpaymentsuccess'))
    const call = callsTo('PUT /items/pickup/payment')[0]
    expect(call?.body).toEqual({
      bookingId: 'booking-1',
      paymentMethod: 'STRIPE',
      cardId: 'card-1',
      amount: 67.5,
    })
    expect(call?.headers['idempotency-key']).toBeTruthy()
    expect(readStandardPaid()).toEqual({ bookingId: 'booking-1', paid: { charged: 67.5 } })
  })

  it('shows a declined card and stays', async () => {
    serve(standard)
    handlers.set('PUT /items/pickup/payment', () => {
      throw new Error('Your card was declined. Please try another card.')
    })
    render(<StandardPaymentPage bookingId="booking-1" navigate={navigate} now={now} />)
    // The hirer's only card starts chosen.
    const only = await screen.findByRole('radio', { name: /Visa ending in 4242/ })
    await waitFor(() => expect((only as HTMLInputElement).checked).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    expect(await screen.findByText('Your card was declined. Please try another card.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('has nothing to take once the balance is paid', async () => {
    serve(record({ isStandardBooking: true, balanceDue: 0, startDate: midnight(1) }))
    render(<StandardPaymentPage bookingId="booking-1" navigate={navigate} now={now} />)
    expect(await screen.findByText('There is nothing to pay for this booking.')).toBeTruthy()
  })
})

describe('StandardPaymentSuccessPage', () => {
  it('needs a paid Standard wizard', async () => {
    enterStandardPayment('booking-1')
    render(<StandardPaymentSuccessPage navigate={navigate} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current'))
  })

  it('You are ready to pick up your item! Confirm Item pick up starts the pick-up wizard', async () => {
    enterStandardPayment('booking-1')
    markStandardPaid('booking-1', { charged: 67.5 })
    render(<StandardPaymentSuccessPage navigate={navigate} />)
    expect(await screen.findByText('You are ready to pick up your item!')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Item pick up' }))
    expect(navigate).toHaveBeenCalledWith('/booking/confirm')
    expect(readReturnPickup()).toEqual({ bookingId: 'booking-1' })
    expect(readStandardPaid()).toBeNull()
  })
})

describe('ChangeRequestPaymentPage', () => {
  const change = changeRequestOf('APPROVED')

  it('pays the approved change’s pending amount, then shows the change accepted', async () => {
    serve(
      record({ bookingStatus: 'PAYMENT_REQUIRED', endDate: midnight(14), changeRequest: [change] }),
    )
    handlers.set('PUT /booking/change-request/payment', () => ({
      bookingId: 'booking-1',
      bookingStatus: 'APPROVED',
      charged: 90,
      paidAmount: 225,
      paymentId: 'pay-2',
    }))
    render(<ChangeRequestPaymentPage bookingId="booking-1" navigate={navigate} />)
    await screen.findByText('Total to be paid now')
    expect(amount('Total to be paid now')).toBe('$90.00')
    expect(amount('New total')).toBe('$325.00')
    fireEvent.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/booking/changeDateAccepted?bookingID=booking-1'),
    )
    expect(callsTo('PUT /booking/change-request/payment')[0]?.body).toMatchObject({
      amount: 90,
      cardId: 'card-1',
      paymentMethod: 'STRIPE',
    })
  })

  it('has nothing to take without an approved change', async () => {
    serve(record({ bookingStatus: 'APPROVED' }))
    render(<ChangeRequestPaymentPage bookingId="booking-1" navigate={navigate} />)
    expect(await screen.findByText('There is nothing to pay for this booking.')).toBeTruthy()
  })
})
