import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pricedKayak, record } from '../../../tests/fixtures/booking-record.ts'

const { handlers, hirer, resetApi } = await import('../../../tests/fixtures/fake-client.ts')
resetApi()
const { startSession, clearSession } = await import('../../../shared/stores/core/session.ts')
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { ChangeDateHost, changeAsked } = await import('./ChangeDateHost.tsx')

function announce(bookingId: string): boolean {
  const event = new CustomEvent('hire-booking-change', {
    detail: { bookingId },
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  return document.body.dispatchEvent(event)
}

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', hirer)
  handlers.set('GET /items/item-1', () => pricedKayak)
  handlers.set('GET /booking/booking-1', () => record({ bookingStatus: 'APPROVED' }))
})
afterEach(() => {
  cleanup()
  clearSession()
  resetApi()
  $bookingDetails.set({})
  window.history.replaceState(null, '', '/')
})

describe('changeAsked', () => {
  it('reads ?change=1 with the booking', () => {
    expect(changeAsked('?bookingID=b1&change=1')).toBe('b1')
    expect(changeAsked('?bookingID=b1')).toBeNull()
    expect(changeAsked('?change=1')).toBeNull()
  })
})

describe('ChangeDateHost', () => {
  it('takes over the detail’s Request Change: cancels the event and opens the dialog', async () => {
    render(<ChangeDateHost />)
    await act(async () => {})
    let opened = true
    act(() => {
      opened = announce('booking-1')
    })
    expect(opened).toBe(false)
    expect(await screen.findByRole('dialog', { name: 'Request Change' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens on ?change=1 and drops it from the address on close', async () => {
    window.history.replaceState(null, '', '/booking/detail?bookingID=booking-1&change=1')
    render(<ChangeDateHost />)
    expect(await screen.findByRole('dialog', { name: 'Request Change' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(window.location.search).toBe('?bookingID=booking-1'))
  })

  it('opens nothing for a booking that can no longer change', async () => {
    handlers.set('GET /booking/booking-1', () => record({ bookingStatus: 'CANCELED' }))
    window.history.replaceState(null, '', '/booking/detail?bookingID=booking-1&change=1')
    render(<ChangeDateHost />)
    await waitFor(() => expect(window.location.search).toBe('?bookingID=booking-1'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
