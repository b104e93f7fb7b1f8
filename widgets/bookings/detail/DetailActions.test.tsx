import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingStatuses } from '../../../shared/contract/booking/bookings.ts'
import { bookingStatusTable } from '../../../shared/domain/booking/status.ts'
import { DAY, record } from '../../../tests/fixtures/bookings.ts'
import { createNavigation, NavigationContext } from '../navigation.ts'
import { DetailActions } from './DetailActions.tsx'

afterEach(cleanup)

const start = new Date(2026, 5, 20, 0, 0).getTime()
/** 12 hours before the start: pick-up is open. */
const soon = start - 12 * 3_600_000
const booking = (overrides = {}) =>
  record({ startDate: start, endDate: start + 2 * DAY, ...overrides })

function renderActions(overrides = {}, now = soon) {
  const target = document.createElement('div')
  document.body.append(target)
  const leave = vi.fn()
  const nav = {
    ...createNavigation({
      siteBase: '',
      embedded: false,
      owner: 'o',
      eventTarget: () => target,
      setPlace: () => {},
    }),
    leave,
  }
  render(
    <NavigationContext.Provider value={nav}>
      <DetailActions booking={booking(overrides)} now={now} />
    </NavigationContext.Provider>,
  )
  return { target, leave }
}

describe('the detail’s main button follows the status table', () => {
  it.each(bookingStatuses)('%s', (status) => {
    const row = bookingStatusTable[status]
    renderActions({ bookingStatus: status })
    const label = row.button?.label
    if (!label) return
    if (row.button?.enabled) {
      const link = screen.getByRole('link', { name: label })
      expect(link.getAttribute('href')).toMatch(/^\/booking\/\w+\?bookingID=booking-1$/)
    } else {
      expect(screen.getByRole('button', { name: label }).hasAttribute('disabled')).toBe(true)
    }
    // 'Request Change' exactly where the table allows a change.
    expect(Boolean(screen.queryByRole('button', { name: 'Request Change' }))).toBe(row.change)
  })
})

describe('DetailActions', () => {
  it.each([
    ['OVER_DUE', {}, '/booking/delayInReturn?bookingID=booking-1'],
    ['PAYMENT_REQUIRED', {}, '/booking/ChangeRequestPayment?bookingID=booking-1'],
    [
      'APPROVED',
      { isStandardBooking: true, balanceDue: 67.5 },
      '/booking/standardpayment?bookingID=booking-1',
    ],
    [
      'APPROVED',
      { isStandardBooking: true, balanceDue: 0 },
      '/booking/confirm?bookingID=booking-1',
    ],
    ['APPROVED', {}, '/booking/confirm?bookingID=booking-1'],
    ['ACTIVE', {}, '/booking/confirm?bookingID=booking-1'],
  ])('%s %o leads to %s', (status, extra, href) => {
    renderActions(
      { bookingStatus: status, ...extra },
      status === 'OVER_DUE' ? start + 5 * DAY : soon,
    )
    const link = document.querySelector('.bookings-main-button')
    expect(link?.getAttribute('href')).toBe(href)
  })

  it('disables Pick up more than 24 hours before the start and says when it opens', () => {
    renderActions({ bookingStatus: 'APPROVED' }, start - 25 * 3_600_000)
    const button = screen.getByRole('button', { name: 'Pick up' })
    expect(button.hasAttribute('disabled')).toBe(true)
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Pick up opens 24 hours before the booking starts.')
  })

  it('enables Pick up from 24 hours before the start', () => {
    renderActions({ bookingStatus: 'APPROVED' }, start - 24 * 3_600_000)
    expect(screen.getByRole('link', { name: 'Pick up' })).toBeTruthy()
  })

  it('shows N Days Left when no change is allowed', () => {
    renderActions({ bookingStatus: 'OVER_DUE' }, start + 12 * 3_600_000)
    // Due at 23:45 on the third day: 2 days 23 h 45 min away, a started day counts.
    expect(screen.getByText('3 Days Left')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Request Change' })).toBeNull()
  })

  it('shows nothing in its place on a finished booking', () => {
    renderActions({ bookingStatus: 'COMPLETED' })
    expect(screen.queryByText(/Days? Left/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Request Change' })).toBeNull()
  })

  it('Request Change announces hire-booking-change, then opens the change on the detail', () => {
    const { target, leave } = renderActions({ bookingStatus: 'APPROVED' })
    const heard = vi.fn()
    target.addEventListener('hire-booking-change', (event) => heard(event.detail))
    fireEvent.click(screen.getByRole('button', { name: 'Request Change' }))
    expect(heard).toHaveBeenCalledWith({ bookingId: 'booking-1' })
    expect(leave).toHaveBeenCalledWith('/booking/detail?bookingID=booking-1&change=1')
  })

  it('a host that cancels hire-booking-change keeps the visitor here', () => {
    const { target, leave } = renderActions({ bookingStatus: 'REQUESTED' })
    target.addEventListener('hire-booking-change', (event) => event.preventDefault())
    fireEvent.click(screen.getByRole('button', { name: 'Request Change' }))
    expect(leave).not.toHaveBeenCalled()
  })
})
