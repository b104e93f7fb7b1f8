import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/errors.ts'

const { booking, calls, handlers, hirer, report, resetApi, reviewTags } = await import(
  '../../../tests/fixtures/booking-end.ts'
)
resetApi()
const { $session, clearSession, startSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { readReturnPickup } = await import('../../../shared/stores/booking/return-wizard.ts')
const { startWizard } = await import('../../../shared/stores/lib/wizard-session.ts')
const { $reviewTags } = await import('../../../shared/stores/booking/review-tags.ts')
const { ReviewPanel, tagFailureDelayMs } = await import('./ReviewPanel.tsx')
const { signInNeeded } = await import('./Frame.tsx')

$session.listen(() => {})

/** Texts of the alerts on screen (the feedback layer keeps an empty live region). */
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent ?? '')

let navigate: ReturnType<typeof vi.fn<(path: string, replace?: boolean) => void>>

beforeEach(() => {
  navigate = vi.fn()
  handlers.set('GET /booking/booking-1', () => booking())
  handlers.set('GET /user/reviews-tag', () => reviewTags)
  startSession('token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  clearSession()
  resetApi()
  sessionStorage.clear()
  $bookingDetails.set({})
  $reviewTags.set({ status: 'idle' })
  document.body.innerHTML = ''
})

const returning = () => startWizard('ReturnPickup', { bookingId: 'booking-1', report })

describe('ReviewPanel', () => {
  it('sends a visitor without the ReturnPickup wizard to /booking/current', async () => {
    render(<ReviewPanel navigate={navigate} />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current', true))
  })

  it('loads nothing for a visitor who is not signed in, and offers Log In', async () => {
    clearSession()
    returning()
    render(<ReviewPanel navigate={navigate} />)
    expect(await screen.findByText(signInNeeded)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy()
    expect(calls.filter((call) => call.key !== 'POST /user/guest-login')).toEqual([])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shows the supplier, then keeps a valid review in the wizard and goes to the tip', async () => {
    returning()
    render(<ReviewPanel navigate={navigate} />)
    expect(await screen.findByText('Bondi Paddle Co')).toBeTruthy()
    expect(screen.getByText('Rating 4.5 · 12 items for hire')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Leave Review' }))
    expect(alerts()).toContain('Please rate the supplier first.')
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Poor 3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Leave Review' }))
    expect(navigate).toHaveBeenCalledWith('/booking/tip')
    expect(readReturnPickup()).toEqual({
      bookingId: 'booking-1',
      report,
      review: { rating: 2, reviewTags: [{ tagId: 'neg-3', tagName: 'Poor 3' }] },
    })
  })

  it('shows a tag failure, ends the wizard and leaves after 0.5 seconds', async () => {
    returning()
    handlers.set('GET /user/reviews-tag', () => {
      throw new ApiError('Tags are resting', 500, {})
    })
    vi.useFakeTimers()
    try {
      render(<ReviewPanel navigate={navigate} />)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0)
      })
      expect(alerts().join(' ')).toContain('Tags are resting')
      expect(sessionStorage.getItem('hire:ReturnPickup')).toBeNull()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(tagFailureDelayMs - 1)
      })
      expect(navigate).not.toHaveBeenCalled()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1)
      })
      expect(navigate).toHaveBeenCalledWith('/booking/current', true)
    } finally {
      vi.useRealTimers()
    }
  })
})
