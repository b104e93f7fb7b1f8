import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { $feedback } from '../../shared/stores/core/feedback.ts'
import { startSession } from '../../shared/stores/core/session.ts'
import { demoUser } from '../../tests/fixtures/fake-client.ts'
import { fakeOrders, openReview } from '../../tests/fixtures/supplier-orders.ts'
import { OrdersView } from './OrdersView.tsx'

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', demoUser)
  $feedback.set({ toast: null, dialog: null, offline: false })
  document.body.innerHTML = ''
})

describe('the orders screen', () => {
  it('declining an instant booking on Upcoming says so and gives focus to the heading', async () => {
    fakeOrders('UPCOMMING', { bookingStatus: 'APPROVED', bookingType: 'INSTANT' }, 'DECLINED')
    render(<OrdersView owner="console" />)
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming' }))
    const { dialog, decision } = await openReview('Decline')
    fireEvent.click(decision)
    const group = await screen.findByRole('group', { name: /^Decline this request\?/ })
    fireEvent.click(group.querySelector('.hire-button-primary') as HTMLElement)
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect($feedback.get().toast).toMatchObject({ kind: 'success', message: 'Request declined' })
    const heading = screen.getByRole('heading', { name: 'Orders' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sea kayak/ })).toBeNull())
  })
})
