import { describe, expect, it } from 'vitest'
import { selectionFromQuery } from '../../../shared/stores/checkout/request-item.ts'
import { resultItemHref } from './item-link.ts'

const id = '5f0c2c1e-0000-4000-8000-000000000001'
const now = new Date(2026, 10, 25, 15, 0).getTime()
const day = (offset: number) => new Date(2026, 10, 25 + offset).getTime()

describe('resultItemHref', () => {
  it('carries the searched dates to the booking panel', () => {
    const href = resultItemHref(id, { startDate: day(2), endDate: day(4) }, now)
    const [path, query] = href.split('?')
    expect(path).toBe(`/equipments/${id}`)
    expect(selectionFromQuery(new URLSearchParams(query))).toEqual({
      itemId: id,
      selection: {
        startDate: day(2),
        endDate: day(4),
        startTime: null,
        endTime: null,
        quantity: 1,
      },
    })
  })

  it('keeps a search starting today', () => {
    expect(resultItemHref(id, { startDate: day(0), endDate: day(1) }, now)).toContain('start=')
  })

  it('is the plain item page without dates, with half a range or with past dates', () => {
    expect(resultItemHref(id, {}, now)).toBe(`/equipments/${id}`)
    expect(resultItemHref(id, { startDate: day(2) }, now)).toBe(`/equipments/${id}`)
    expect(resultItemHref(id, { startDate: day(-3), endDate: day(-2) }, now)).toBe(
      `/equipments/${id}`,
    )
    expect(resultItemHref(id, { startDate: day(4), endDate: day(2) }, now)).toBe(
      `/equipments/${id}`,
    )
  })
})
