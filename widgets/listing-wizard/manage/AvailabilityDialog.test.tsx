import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OwnerItem } from '../../../shared/stores/listings/manage.ts'

const setItemAvailability = vi.fn(async (_body: object) => 'Item unavailablity set successfully')
vi.mock('../../../shared/stores/listings/manage.ts', () => ({
  setItemAvailability: (body: object) => setItemAvailability(body),
}))

const { AvailabilityDialog, dayOfIso, initialRange, isoOfDay } = await import(
  './AvailabilityDialog.tsx'
)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2030, 5, 12, 10, 0))
  setItemAvailability.mockClear()
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const day = (date: number) => new Date(2030, 5, date).valueOf()
const item = (period: OwnerItem['unavailablePeriod'] = null) =>
  ({ _id: 'item-1', unavailableToday: false, unavailablePeriod: period }) as OwnerItem

describe('availability days', () => {
  it('reads and writes the call’s YYYY-MM-DD at local midnight', () => {
    expect(isoOfDay(day(5))).toBe('2030-06-05')
    expect(dayOfIso('2030-06-05')).toBe(day(5))
  })

  it('starts from the item’s period, or today through tomorrow', () => {
    expect(initialRange(item())).toEqual({ start: day(12), end: day(13) })
    expect(initialRange(item({ fromDate: '2030-06-20', toDate: '2030-06-22' }))).toEqual({
      start: day(20),
      end: day(22),
    })
  })
})

describe('AvailabilityDialog', () => {
  it('turns the other switch off when one turns on, and lets both be off', () => {
    render(<AvailabilityDialog item={item()} owner="test" onClose={() => {}} />)
    const today = screen.getByRole('checkbox', { name: 'Unavailable today' }) as HTMLInputElement
    const dates = screen.getByRole('checkbox', {
      name: 'Unavailable for dates',
    }) as HTMLInputElement
    fireEvent.click(today)
    expect([today.checked, dates.checked]).toEqual([true, false])
    fireEvent.click(dates)
    expect([today.checked, dates.checked]).toEqual([false, true])
    fireEvent.click(dates)
    expect([today.checked, dates.checked]).toEqual([false, false])
  })

  it('picks the range in the two-month picker, with no past day, and saves it', async () => {
    const onClose = vi.fn()
    render(<AvailabilityDialog item={item()} owner="test" onClose={onClose} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unavailable for dates' }))
    const field = screen.getByRole('button', { name: /^Unavailable dates/ })
    expect(field.textContent).toContain('Wednesday, 12 June 2030 to Thursday, 13 June 2030')
    fireEvent.click(field)
    const picker = await screen.findByRole('dialog', { name: 'Unavailable dates' })
    expect(picker.querySelectorAll('[role="grid"]').length).toBe(2)
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday, 11 June 2030' }).getAttribute('aria-disabled'),
    ).toBe('true')
    fireEvent.click(screen.getByRole('gridcell', { name: 'Saturday, 15 June 2030' }))
    fireEvent.click(screen.getByRole('gridcell', { name: 'Tuesday, 18 June 2030' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unavailable dates' })).toBeNull(),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(setItemAvailability).toHaveBeenCalledWith({
        itemId: 'item-1',
        fromDate: '2030-06-15',
        toDate: '2030-06-18',
      }),
    )
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
  })
})
