import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DateRangeDialog } from './DateRangeDialog.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2030, 5, 12, 10, 0))
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const day = (date: number) => new Date(2030, 5, date).valueOf()
const cell = (name: string) => screen.getByRole('gridcell', { name })

/** The picker open on 12 June, with `loadUnavailable`; resolves with its onApply spy. */
function openPicker(loadUnavailable: (from: string, to: string) => Promise<readonly string[]>) {
  const onApply = vi.fn()
  render(
    <DateRangeDialog
      start={day(12)}
      end={day(12)}
      onApply={onApply}
      onClose={() => {}}
      loadUnavailable={loadUnavailable}
    />,
  )
  return onApply
}

describe('DateRangeDialog with an item’s unavailable days', () => {
  it('asks for the months shown, greys the days out and never spans them', async () => {
    const loadUnavailable = vi.fn(async () => ['2030-06-15'])
    const onApply = openPicker(loadUnavailable)
    expect(loadUnavailable).toHaveBeenCalledWith('2030-06-12', '2030-07-31')
    await waitFor(() =>
      expect(cell('Saturday, 15 June 2030, unavailable').getAttribute('aria-disabled')).toBe(
        'true',
      ),
    )
    expect(cell('Sunday, 16 June 2030').getAttribute('aria-disabled')).toBeNull()

    // 14 to 16 would span the 15th: the 16th starts a new range instead of applying.
    fireEvent.click(cell('Friday, 14 June 2030'))
    fireEvent.click(cell('Sunday, 16 June 2030'))
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.click(cell('Saturday, 15 June 2030, unavailable'))
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.click(cell('Tuesday, 18 June 2030'))
    expect(onApply).toHaveBeenCalledWith(day(16), day(18))
  })

  it('asks again when the next months are shown, and keeps the picker usable if it fails', async () => {
    const loadUnavailable = vi.fn(async () => {
      throw new Error('offline')
    })
    const onApply = openPicker(loadUnavailable)
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    await waitFor(() => expect(loadUnavailable).toHaveBeenCalledWith('2030-07-01', '2030-08-31'))
    fireEvent.click(cell('Monday, 1 July 2030'))
    fireEvent.click(cell('Wednesday, 3 July 2030'))
    expect(onApply).toHaveBeenCalledWith(
      new Date(2030, 6, 1).valueOf(),
      new Date(2030, 6, 3).valueOf(),
    )
  })
})

describe('DateRangeDialog options', () => {
  it('takes a title, lets past days be picked with no earliest day, and checks the range', () => {
    const onApply = vi.fn()
    const onClose = vi.fn()
    const checkRange = vi.fn((start: number, end: number) =>
      start < end ? null : 'Start date must be before end date',
    )
    render(
      <DateRangeDialog
        title="Choose a period"
        start={day(12)}
        end={day(14)}
        earliest={null}
        checkRange={checkRange}
        onApply={onApply}
        onClose={onClose}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Choose a period' })).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled,
    ).toBe(false)
    const past = cell('Monday, 3 June 2030')
    expect(past.getAttribute('aria-disabled')).toBeNull()

    // The same day twice: refused with the message, the picker stays open.
    fireEvent.click(past)
    fireEvent.click(cell('Monday, 3 June 2030'))
    expect(screen.getByRole('alert').textContent).toBe('Start date must be before end date')
    expect(onApply).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()

    // A new range clears the message and applies.
    fireEvent.click(cell('Saturday, 1 June 2030'))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(cell('Wednesday, 5 June 2030'))
    expect(onApply).toHaveBeenCalledWith(day(1), day(5))
    expect(onClose).toHaveBeenCalled()
  })

  it('refuses days before an earliest day other than today', () => {
    render(
      <DateRangeDialog
        start={day(20)}
        end={day(21)}
        earliest={day(18)}
        onApply={() => {}}
        onClose={() => {}}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Choose dates' })).toBeTruthy()
    expect(cell('Monday, 17 June 2030').getAttribute('aria-disabled')).toBe('true')
    expect(cell('Tuesday, 18 June 2030').getAttribute('aria-disabled')).toBeNull()
  })
})
