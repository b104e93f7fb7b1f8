import { render } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readBookingDraft, saveBookingDraft } from '../../shared/stores/checkout/request-item.ts'

vi.mock('./ItemWidget.tsx', () => ({ ItemWidget: () => null }))
const { PrefilledItemWidget } = await import('./prefill.tsx')

afterEach(() => sessionStorage.clear())

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).getTime()

describe('the item prefill', () => {
  it('hands the dates and count to the booking panel as its draft', () => {
    render(
      <PrefilledItemWidget itemId="i1" startDate="2027-01-10" endDate="2027-01-12" groupSize="4" />,
    )
    expect(readBookingDraft('i1')).toEqual({
      startDate: day(2027, 1, 10),
      endDate: day(2027, 1, 12),
      startTime: null,
      endTime: null,
      quantity: 4,
    })
  })

  it('makes a one-day booking from a start date alone', () => {
    render(<PrefilledItemWidget itemId="i1" startDate="2027-01-10" />)
    expect(readBookingDraft('i1')).toMatchObject({
      startDate: day(2027, 1, 10),
      endDate: day(2027, 1, 10),
      quantity: 1,
    })
  })

  it("keeps the visitor's own draft for the item", () => {
    const own = {
      startDate: day(2027, 2, 1),
      endDate: day(2027, 2, 2),
      startTime: null,
      endTime: null,
      quantity: 2,
    }
    saveBookingDraft('i1', own)
    render(<PrefilledItemWidget itemId="i1" startDate="2027-01-10" />)
    expect(readBookingDraft('i1')).toEqual(own)
  })

  it('leaves bad values out', () => {
    render(<PrefilledItemWidget itemId="i1" startDate="tomorrow" units="-1" />)
    expect(readBookingDraft('i1')).toBeNull()
  })
})
