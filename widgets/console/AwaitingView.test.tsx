import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSession } from '../../shared/stores/core/session.ts'
import { listItem, record } from '../../tests/fixtures/bookings.ts'
import { demoUser, fakeApi } from '../../tests/fixtures/fake-client.ts'
import { AwaitingView } from './AwaitingView.tsx'

const hirerDetail = { _id: 'hirer-1', firstName: 'Harriet', lastName: 'Hirer', profilePicture: '' }
const supplierSide = {
  hirerId: 'hirer-1',
  hirerDetail,
  hireCost: 135,
  insuranceStatus: null,
  cancelItem: null,
  changeEndDate: null,
}
const card = (id: string, itemName: string) => ({
  ...listItem({ _id: id, itemName }),
  ...supplierSide,
})

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', demoUser)
  window.history.replaceState(null, '', '/listing/awaiting')
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the awaiting orders screen', () => {
  it('after Accept, focus goes to the heading with the new count, not out of the page', async () => {
    let decided = false
    fakeApi({
      'GET /orders': () => {
        const list = decided
          ? [card('b2', 'Beach cricket set')]
          : [card('b1', 'Sea kayak'), card('b2', 'Beach cricket set')]
        return { list, total: list.length, totalRevenue: 0, awaitngReview: list.length }
      },
      'GET /awaiting/items/b1': () => ({
        ...record({ _id: 'b1' }),
        ...supplierSide,
        hirerReviewed: false,
      }),
      'PUT /orders/approveOrDecline': () => {
        decided = true
        return { bookingId: 'b1', bookingStatus: 'APPROVED' }
      },
    })
    render(<AwaitingView owner="console" />)
    // A click focuses the card it opens the modal from, as in a browser.
    const opener = await screen.findByRole('button', { name: /Sea kayak/ })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Sea kayak' })
    const accept = await screen.findByRole('button', { name: 'Accept' })
    await waitFor(() => expect((accept as HTMLButtonElement).disabled).toBe(false))
    accept.focus()
    fireEvent.click(accept)
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    const heading = screen.getByRole('heading', { name: /requests? awaiting review/ })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('button', { name: /Sea kayak/ })).toBeNull()
  })
})
