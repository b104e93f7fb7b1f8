import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'

const {
  booking,
  callsTo,
  handlers,
  hirer,
  mastercard: master,
  report,
  resetApi,
  visa,
} = await import('../../../tests/fixtures/booking-end.ts')
resetApi()
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { $cards } = await import('../../../shared/stores/account/cards.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { $session, clearSession, startSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { readWizard, startWizard } = await import('../../../shared/stores/lib/wizard-session.ts')
const { TipChoice } = await import('./TipChoice.tsx')
const { TipPayment } = await import('./TipPayment.tsx')

$session.listen(() => {})
const review = { rating: 5, reviewTags: [{ tagId: 'pos-1', tagName: 'Great 1' }] }
let navigate: ReturnType<typeof vi.fn<(path: string, replace?: boolean) => void>>

beforeEach(() => {
  navigate = vi.fn()
  handlers.set('GET /booking/booking-1', () => booking())
  handlers.set('GET /user/cards', () => ({ cardsList: [visa, master] }))
  handlers.set('PUT /items/return', () => ({ bookingId: 'booking-1', bookingStatus: 'RETRUNED' }))
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

function returning(extra: Record<string, unknown> = {}) {
  startWizard('ReturnPickup', { bookingId: 'booking-1', report, review, ...extra })
}

const returnCalls = () => callsTo('PUT /items/return')
const key = (index: number) => returnCalls()[index]?.headers['idempotency-key']
const baseBody = {
  bookingId: 'booking-1',
  anyDamaged: false,
  damageDescription: '',
  media: report.media,
  review,
}

describe('TipChoice', () => {
  it('sends a visitor without the ReturnPickup wizard to /booking/current', async () => {
    render(<TipChoice navigate={navigate} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current', true))
  })

  it('keeps the choice in the wizard and goes on to pay it', async () => {
    returning()
    render(<TipChoice navigate={navigate} />)
    fireEvent.click(await screen.findByRole('radio', { name: '10% ($12.50)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(navigate).toHaveBeenCalledWith('/booking/tipAmountPay')
    expect(readWizard('ReturnPickup')).toMatchObject({
      bookingId: 'booking-1',
      review,
      tipChoice: { kind: 'percent', percent: 10 },
    })
    expect(returnCalls()).toEqual([])
  })

  it('Skip sends the return with the review and no tip, ends the wizard, shows success', async () => {
    returning()
    render(<TipChoice navigate={navigate} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/success?itemID=item-1'))
    expect(returnCalls()).toHaveLength(1)
    expect(returnCalls()[0]?.body).toEqual(baseBody)
    expect(key(0)).toMatch(/^[\w-]{8,}$/)
    expect(sessionStorage.getItem('hire:ReturnPickup')).toBeNull()
  })
})

describe('TipPayment', () => {
  it('goes back to the tip step when no tip was chosen', async () => {
    returning()
    render(<TipPayment navigate={navigate} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/tip', true))
  })

  it('needs a card, then sends the return with the tip and ends the wizard', async () => {
    returning({ tipChoice: { kind: 'custom', amount: '7.50' } })
    render(<TipPayment navigate={navigate} />)
    expect(await screen.findByText('$7.50')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $7.50' }))
    expect(
      await screen.findByText('Please select the card from list or add new card for payment!'),
    ).toBeTruthy()
    expect(returnCalls()).toEqual([])
    fireEvent.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay $7.50' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/success?itemID=item-1'))
    expect(returnCalls()[0]?.body).toEqual({
      ...baseBody,
      tip: { tipAmount: 7.5, cardId: 'card-1', paymentMethod: 'STRIPE' },
    })
    expect(sessionStorage.getItem('hire:ReturnPickup')).toBeNull()
  })

  it('shows a declined card, keeps the wizard, and tries another card with a new key', async () => {
    returning({ tipChoice: { kind: 'percent', percent: 20 }, cardId: 'card-1' })
    handlers.set('PUT /items/return', () => {
      throw new ApiError('Your card was declined. Please try another card.', 402, {})
    })
    render(<TipPayment navigate={navigate} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $25.00' }))
    expect(await screen.findByText('Your card was declined. Please try another card.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    expect(readWizard('ReturnPickup')).toMatchObject({ bookingId: 'booking-1', cardId: 'card-1' })
    // The same request again is the same attempt: the server answers it once.
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }))
    await waitFor(() => expect(returnCalls()).toHaveLength(2))
    expect(key(1)).toBe(key(0))
    handlers.set('PUT /items/return', () => ({ bookingId: 'booking-1', bookingStatus: 'RETRUNED' }))
    fireEvent.click(await screen.findByRole('radio', { name: /Mastercard ending in 4444/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/success?itemID=item-1'))
    expect(returnCalls()[2]?.body).toMatchObject({
      tip: { tipAmount: 25, cardId: 'card-2' },
    })
    expect(key(2)).not.toBe(key(0))
  })

  it('Skip on the payment step returns the item without the tip', async () => {
    returning({ tipChoice: { kind: 'percent', percent: 10 } })
    render(<TipPayment navigate={navigate} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/success?itemID=item-1'))
    expect(returnCalls()[0]?.body).toEqual(baseBody)
  })
})
