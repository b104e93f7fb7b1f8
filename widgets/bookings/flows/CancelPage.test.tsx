import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'
import { midnight, record } from '../../../tests/fixtures/booking-record.ts'

const { handlers, hirer, resetApi, callsTo } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { startSession, clearSession } = await import('../../../shared/stores/core/session.ts')
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { CancelPage } = await import('./CancelPage.tsx')

const HOUR = 3_600_000
const start = midnight(10)
const navigate = vi.fn()

function show(status: 'APPROVED' | 'ACTIVE' | 'REQUESTED', hoursBefore = 72) {
  handlers.set('GET /booking/booking-1', () =>
    record({ bookingStatus: status, startDate: start, endDate: start + 2 * 24 * HOUR }),
  )
  render(
    <CancelPage bookingId="booking-1" navigate={navigate} now={() => start - hoursBefore * HOUR} />,
  )
}

beforeEach(() => startSession('token', 'INDIVIDUAL', hirer))
afterEach(() => {
  act(() => dismissToast())
  clearSession()
  resetApi()
  navigate.mockReset()
  $bookingDetails.set({})
  cleanup()
})

describe('CancelPage', () => {
  it('shows the refund before anything is sent', async () => {
    show('APPROVED', 36)
    expect(await screen.findByRole('heading', { name: 'Your refund' })).toBeTruthy()
    expect(
      screen.getByText(
        'You are cancelling 24 to 48 hours before pick-up: 25% of what you paid is not refundable.',
      ),
    ).toBeTruthy()
    const refund = screen.getByText('Refund').parentElement
    // $135 hire less 25 percent, and the $100 bond
    expect(refund?.textContent).toContain('$201.25')
    expect(callsTo('PUT /booking/cancel-request')).toHaveLength(0)
  })

  it('needs a reason: field is required', async () => {
    show('APPROVED')
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await screen.findByText('field is required')).toBeTruthy()
    const reason = screen.getByLabelText('Reason for cancelling')
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(callsTo('PUT /booking/cancel-request')).toHaveLength(0)
  })

  it('sends the reason and returns to the current bookings', async () => {
    handlers.set('PUT /booking/cancel-request', () => ({
      bookingId: 'booking-1',
      bookingStatus: 'PENDING_CANCELATION',
    }))
    show('APPROVED')
    fireEvent.input(await screen.findByLabelText('Reason for cancelling'), {
      target: { value: 'Plans changed' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current'))
    expect(callsTo('PUT /booking/cancel-request')[0]?.body).toEqual({
      bookingId: 'booking-1',
      reason: 'Plans changed',
      media: [],
    })
  })

  it('shows the server’s refusal and stays', async () => {
    handlers.set('PUT /booking/cancel-request', () => {
      throw new ApiError(
        'This action is not possible for the booking in its current status.',
        400,
        {},
      )
    })
    show('REQUESTED')
    expect(await screen.findByText(/cancelled as soon as you send this request/)).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Reason for cancelling'), { target: { value: 'No' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(
      await screen.findByText('This action is not possible for the booking in its current status.'),
    ).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a booking that cannot be cancelled says so', async () => {
    show('ACTIVE')
    expect(
      await screen.findByText('This action is not possible for the booking in its current status.'),
    ).toBeTruthy()
    expect(screen.queryByLabelText('Reason for cancelling')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to booking' }).getAttribute('href')).toBe(
      '/booking/detail?bookingID=booking-1',
    )
  })
})
