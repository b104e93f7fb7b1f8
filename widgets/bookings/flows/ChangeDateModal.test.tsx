import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatFullDay } from '../../../shared/format/days.ts'
import { midnight, pricedKayak, record } from '../../../tests/fixtures/booking-record.ts'

const { handlers, hirer, resetApi, callsTo } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { startSession, clearSession } = await import('../../../shared/stores/core/session.ts')
const { toYmd } = await import('../../../shared/domain/booking/ymd.ts')
const { ChangeDateModal } = await import('./ChangeDateModal.tsx')
const { formatDay } = await import('./format.ts')

const booking = record({ startDate: midnight(10), endDate: midnight(12) })
const onClose = vi.fn()
const onSubmitted = vi.fn()

/** Clicks the day `days` from today in the grid (cells are named 'Saturday, 21 November 2026'). */
function pick(days: number) {
  fireEvent.click(screen.getByRole('gridcell', { name: formatFullDay(midnight(days)) }))
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }))
const cell = (days: number) => screen.getByRole('gridcell', { name: formatFullDay(midnight(days)) })
const selected = (days: number) => cell(days).getAttribute('aria-selected') === 'true'
const status = () => document.querySelector('.hire-calendar-status')?.textContent

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', hirer)
  handlers.set('GET /items/item-1', () => pricedKayak)
  handlers.set('GET /booking/booking-1', () => booking)
  render(
    <ChangeDateModal
      booking={booking}
      onClose={onClose}
      onSubmitted={onSubmitted}
      today={midnight(0)}
    />,
  )
})
afterEach(() => {
  cleanup()
  clearSession()
  resetApi()
  onClose.mockReset()
  onSubmitted.mockReset()
})

describe('ChangeDateModal', () => {
  it('step 1: a date range picker starting on the booking’s dates', () => {
    expect(screen.getByRole('dialog', { name: 'Request Change' })).toBeTruthy()
    expect(screen.getByText('Step 1 of 2: choose your new dates')).toBeTruthy()
    const start = screen.getByRole('gridcell', { name: formatFullDay(midnight(10)) })
    expect(start.getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('grid')).toHaveLength(2)
  })

  it('keeps the start: one tap picks the new end, and Next goes on to the costs', async () => {
    expect(status()).toBe(`Start date ${formatDay(midnight(10))} stays. Choose a new end date.`)
    pick(14)
    expect(status()).toBe(`New dates: ${formatDay(midnight(10))} to ${formatDay(midnight(14))}.`)
    expect([9, 10, 11, 12, 13, 14, 15].map(selected)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    next()
    expect(await screen.findByText('Step 2 of 2: compare the cost')).toBeTruthy()
    expect(screen.queryByText('Please select the proper date.')).toBeNull()
  })

  it('days before the booking’s start cannot be picked', () => {
    expect(cell(9).getAttribute('aria-disabled')).toBe('true')
    expect(cell(10).getAttribute('aria-disabled')).toBeNull()
    pick(9)
    expect(selected(9)).toBe(false)
    expect([10, 11, 12].map(selected)).toEqual([true, true, true])
    expect(status()).toBe(`Start date ${formatDay(midnight(10))} stays. Choose a new end date.`)
  })

  it('Enter or Space on a day picks the end, the start staying', () => {
    const months = screen.getAllByRole('grid')[0] as HTMLElement
    for (let day = 0; day < 3; day += 1) fireEvent.keyDown(months, { key: 'ArrowRight' })
    fireEvent.keyDown(months, { key: 'Enter' })
    expect(status()).toBe(`New dates: ${formatDay(midnight(10))} to ${formatDay(midnight(13))}.`)
    fireEvent.keyDown(months, { key: 'ArrowRight' })
    fireEvent.keyDown(months, { key: ' ' })
    expect(status()).toBe(`New dates: ${formatDay(midnight(10))} to ${formatDay(midnight(14))}.`)
    expect([10, 14, 15].map(selected)).toEqual([true, true, false])
  })

  it('an end not after the old end gets the spec’s message', async () => {
    pick(11)
    next()
    expect(
      await screen.findByText(
        'Please select a booking period greater than your previous booking period.',
      ),
    ).toBeTruthy()
    pick(12)
    next()
    expect(
      await screen.findByText(
        'Please select a booking period greater than your previous booking period.',
      ),
    ).toBeTruthy()
    expect(callsTo('POST /booking/change/request')).toHaveLength(0)
  })

  it('step 2 compares the costs; Back and Next move between the steps', async () => {
    pick(10)
    pick(14)
    next()
    expect(await screen.findByText('Step 2 of 2: compare the cost')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Cost comparison' })
    const row = (name: string) =>
      Array.from(table.querySelectorAll('tr'))
        .find((tr) => tr.querySelector('th')?.textContent === name)
        ?.textContent?.replace(name, '')
    expect(row('Duration')).toBe('3 days5 days')
    expect(row('Hire cost')).toBe('$135.00$225.00')
    expect(row('Total')).toBe('$235.00$325.00')
    expect(screen.getByText('To pay once the supplier approves').nextSibling?.textContent).toBe(
      '$90.00',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 1 of 2: choose your new dates')).toBeTruthy()
    next()
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy()
  })

  it('Save sends the request: Your change request submitted', async () => {
    handlers.set('POST /booking/change/request', () => ({
      bookingId: 'booking-1',
      bookingStatus: 'CHANGE_REQUEST',
    }))
    pick(10)
    pick(14)
    next()
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your change request submitted')).toBeTruthy()
    expect(callsTo('POST /booking/change/request')[0]?.body).toEqual({
      bookingId: 'booking-1',
      startDate: toYmd(midnight(10)),
      endDate: toYmd(midnight(14)),
      totalCost: 325,
      securityDeposit: 0,
      hireCost: 225,
    })
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ bookingStatus: 'CHANGE_REQUEST' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('shows the server’s refusal on step 2', async () => {
    handlers.set('POST /booking/change/request', () => {
      throw new Error('This item is not available for the selected dates.')
    })
    pick(10)
    pick(15)
    next()
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('This item is not available for the selected dates.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy())
  })
})
