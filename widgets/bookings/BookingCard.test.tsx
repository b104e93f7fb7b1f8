import { cleanup, render, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { bookingStatuses } from '../../shared/contract/booking/bookings.ts'
import { bookingStatusTable } from '../../shared/domain/booking/status.ts'
import { DAY, listItem } from '../../tests/fixtures/bookings.ts'
import { BookingCard } from './BookingCard.tsx'

afterEach(cleanup)

const start = new Date(2026, 5, 20).getTime()
const booking = (overrides = {}) =>
  listItem({ startDate: start, endDate: start + 2 * DAY, ...overrides })
/** 12 hours before the start: inside the 24-hour pick-up window. */
const soon = start - 12 * 3_600_000
/** 3 days before the start: pick-up not open yet. */
const early = start - 3 * DAY

function card(overrides = {}, now = soon, view: 'current' | 'history' = 'current') {
  render(
    <ul>
      <li>
        <BookingCard booking={booking(overrides)} view={view} now={now} />
      </li>
    </ul>,
  )
  return screen.getByRole('article')
}

describe('BookingCard', () => {
  it('shows the tag, price per unit, name linking to the detail and Registered on (Current)', () => {
    const article = card()
    expect(within(article).getByText('Requested')).toBeTruthy()
    expect(within(article).getByText('$45.00 / day')).toBeTruthy()
    const link = within(article).getByRole('link', { name: 'Sea kayak' })
    expect(link.getAttribute('href')).toBe('/booking/detail?bookingID=booking-1')
    expect(within(article).getByText('Registered on 05 Jan. 2026')).toBeTruthy()
    expect(within(article).queryByText('Bondi Paddle Co')).toBeNull()
  })

  it('shows Hired with the date range and the supplier (History)', () => {
    const article = card({ bookingStatus: 'COMPLETED' }, soon, 'history')
    expect(within(article).getByText('Hired 20 Jun. 2026 – 22 Jun. 2026')).toBeTruthy()
    expect(within(article).getByText('Bondi Paddle Co')).toBeTruthy()
    expect(within(article).queryByText(/Registered on/)).toBeNull()
  })

  it('shows one date for a one-day hire', () => {
    const article = card({ bookingStatus: 'RETRUNED', endDate: start }, soon, 'history')
    expect(within(article).getByText('Hired 20 Jun. 2026')).toBeTruthy()
  })

  describe.each(bookingStatuses)('%s', (status) => {
    const row = bookingStatusTable[status]
    it(`tags '${row.tag}' and shows the list button of the status table`, () => {
      const article = card({ bookingStatus: status })
      expect(within(article).getByText(row.tag)).toBeTruthy()
      const label = row.listButton?.label
      if (!label) {
        expect(within(article).queryByRole('link', { name: /Pick up|Return|Payment/ })).toBeNull()
        expect(within(article).queryByRole('button')).toBeNull()
        return
      }
      const action = within(article).getByRole('link', { name: label })
      expect(action.getAttribute('aria-describedby')).toBeTruthy()
    })
  })

  it.each([
    ['APPROVED', '/booking/confirm?bookingID=booking-1'],
    ['CHANGE_APPROVED', '/booking/confirm?bookingID=booking-1'],
    ['ACTIVE', '/booking/confirm?bookingID=booking-1'],
    ['OVER_DUE', '/booking/delayInReturn?bookingID=booking-1'],
    ['PAYMENT_REQUIRED', '/booking/ChangeRequestPayment?bookingID=booking-1'],
  ])('%s leads to %s', (status, href) => {
    const article = card({ bookingStatus: status })
    const links = within(article).getAllByRole('link')
    expect(links.at(-1)?.getAttribute('href')).toBe(href)
  })

  it('holds Pick up back until 24 hours before the start', () => {
    const article = card({ bookingStatus: 'APPROVED' }, early)
    const button = within(article).getByRole('button', { name: 'Pick up' })
    expect(button.hasAttribute('disabled')).toBe(true)
  })

  it('does not hold back payments', () => {
    const article = card({ bookingStatus: 'PAYMENT_REQUIRED' }, early)
    expect(within(article).getByRole('link', { name: 'Payment' })).toBeTruthy()
  })

  it('an experience shows See Details, opening the detail', () => {
    const article = card({
      bookingStatus: 'APPROVED',
      item: { ...listItem().item, itemCategoryType: 1 },
    })
    const link = within(article).getByRole('link', { name: 'See Details' })
    expect(link.getAttribute('href')).toBe('/booking/detail?bookingID=booking-1')
  })

  it('a standard booking’s Pick up opens the detail, which knows what is still due', () => {
    const article = card({ bookingStatus: 'APPROVED', isStandardBooking: true })
    const link = within(article).getByRole('link', { name: 'Pick up' })
    expect(link.getAttribute('href')).toBe('/booking/detail?bookingID=booking-1')
  })
})
