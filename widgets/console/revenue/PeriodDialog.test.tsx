import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PeriodDialog, periodProblem } from './PeriodDialog.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2030, 5, 12, 10, 0))
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const day = (date: number) => new Date(2030, 5, date).valueOf()

describe('the revenue period picker', () => {
  it('uses a range only when its start is before its end', () => {
    expect(periodProblem(day(1), day(2))).toBeNull()
    expect(periodProblem(day(2), day(2))).toBe('Start date must be before end date')
  })

  it('opens the two-month range picker with past days, and sends the days as YYYY-MM-DD', async () => {
    const onApply = vi.fn()
    const onClose = vi.fn()
    render(<PeriodDialog onApply={onApply} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Choose a period' })
    // Today through two days later is chosen at first.
    expect(
      screen.getByRole('gridcell', { name: 'Friday, 14 June 2030' }).getAttribute('aria-selected'),
    ).toBe('true')
    expect(dialog.querySelectorAll('[role="grid"]').length).toBe(2)

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    fireEvent.click(screen.getByRole('gridcell', { name: 'Friday, 10 May 2030' }))
    fireEvent.click(screen.getByRole('gridcell', { name: 'Friday, 10 May 2030' }))
    expect(screen.getByRole('alert').textContent).toBe('Start date must be before end date')
    expect(onApply).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('gridcell', { name: 'Wednesday, 1 May 2030' }))
    fireEvent.click(screen.getByRole('gridcell', { name: 'Monday, 3 June 2030' }))
    expect(onApply).toHaveBeenCalledWith({ start: '2030-05-01', end: '2030-06-03' })
    expect(onClose).toHaveBeenCalled()
  })
})
