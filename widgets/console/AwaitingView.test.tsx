import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatDayMonth } from '../../shared/format/days.ts'
import { $feedback } from '../../shared/stores/core/feedback.ts'
import { startSession } from '../../shared/stores/core/session.ts'
import { changeRequestOf, midnight } from '../../tests/fixtures/booking-record.ts'
import { demoUser } from '../../tests/fixtures/fake-client.ts'
import { fakeOrders, openReview } from '../../tests/fixtures/supplier-orders.ts'
import { AwaitingView } from './AwaitingView.tsx'

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', demoUser)
  window.history.replaceState(null, '', '/listing/awaiting')
  document.body.innerHTML = ''
})

describe('the awaiting orders screen', () => {
  it('after Accept, focus goes to the heading with the new count, not out of the page', async () => {
    fakeOrders('AWAITING', {}, 'APPROVED')
    render(<AwaitingView owner="console" />)
    const { dialog, decision } = await openReview('Accept')
    fireEvent.click(decision)
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect($feedback.get().toast).toMatchObject({ kind: 'success', message: 'Request accepted' })
    const heading = screen.getByRole('heading', { name: /requests? awaiting review/ })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('button', { name: /Sea kayak/ })).toBeNull()
  })

  it('shows the new end a change request asks for, beside the booked dates', async () => {
    fakeOrders('AWAITING', { bookingStatus: 'CHANGE_REQUEST' }, 'APPROVED', {
      changeRequest: [changeRequestOf('PENDING')],
    })
    render(<AwaitingView owner="console" />)
    const { dialog } = await openReview('Accept')
    const label = within(dialog).getByText('Requested new end')
    expect(label.nextElementSibling?.textContent).toBe(formatDayMonth(midnight(14)))
  })

  it('opens the review a bookingID link names, and Close takes it out of the address', async () => {
    fakeOrders('AWAITING', {}, 'APPROVED')
    window.history.replaceState(null, '', '/listing/awaiting?bookingID=b1')
    render(<AwaitingView owner="console" />)
    const dialog = await screen.findByRole('dialog', { name: 'Sea kayak' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(window.location.search).toBe('')
  })
})
