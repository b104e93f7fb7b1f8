import { describe, expect, it } from 'vitest'
import { checkCancelReason, checkClaimDetails, checkDispute, checkHirerReview } from './forms.ts'
import { bucketsOf, localDay, periodBounds, periodLabel } from './periods.ts'
import { defaultRangeEnd, formatK, rangeUsable, revenueQueryFor } from './revenue.ts'

describe('revenue periods', () => {
  it('sends 0 dates except for a period', () => {
    expect(revenueQueryFor(3)).toEqual({ type: 3, sDate: '0', eDate: '0' })
    expect(revenueQueryFor(5, { start: '2026-05-01', end: '2026-05-09' })).toEqual({
      type: 5,
      sDate: '2026-05-01',
      eDate: '2026-05-09',
    })
  })
  it('uses a range only when start is before end', () => {
    expect(rangeUsable('2026-05-01', '2026-05-01')).toBe(false)
    expect(rangeUsable('2026-05-02', '2026-05-01')).toBe(false)
    expect(rangeUsable('2026-05-01', null)).toBe(false)
    expect(revenueQueryFor(5, { start: '2026-05-03', end: '2026-05-01' })).toBeNull()
  })
  it('ends a new range two days after its start', () => {
    expect(defaultRangeEnd(new Date(2026, 0, 30)).getDate()).toBe(1)
  })
  it('finds the local day and the period in the supplier\u2019s calendar', () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Sydney.
    expect(localDay(new Date('2026-12-31T14:30:00Z'), 'Australia/Sydney')).toBe('2027-01-01')
    expect(periodBounds(1, '2026-11-25')).toEqual({
      from: '2026-11-25',
      to: '2026-11-26',
      unit: 'hour',
    })
    // Wednesday 25 November: the week from Monday 23.
    expect(periodBounds(2, '2026-11-25')).toEqual({
      from: '2026-11-23',
      to: '2026-11-30',
      unit: 'day',
    })
    expect(periodBounds(3, '2026-12-25')).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
      unit: 'day',
    })
    expect(periodBounds(4, '2026-11-25').unit).toBe('month')
    expect(periodBounds(5, '2026-11-25', { sDate: '2026-01-01', eDate: '2026-12-31' }).unit).toBe(
      'month',
    )
  })
  it('draws every bucket of the period', () => {
    expect(bucketsOf(periodBounds(1, '2026-11-25'))).toHaveLength(24)
    expect(bucketsOf(periodBounds(3, '2026-02-10'))).toHaveLength(28)
    expect(bucketsOf(periodBounds(4, '2026-02-10'))).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ])
  })
})

describe('k formatting', () => {
  it('shows thousands as k', () => {
    expect(formatK(0)).toBe('0')
    expect(formatK(950)).toBe('950')
    expect(formatK(1000)).toBe('1k')
    expect(formatK(1500)).toBe('1.5k')
    expect(formatK(12_340)).toBe('12.3k')
    expect(formatK(-2000)).toBe('-2k')
  })
})

describe('console messages', () => {
  it('asks for a cancel reason and a dispute of at most 1000 characters', () => {
    expect(checkCancelReason('  ')).toBe('field is required')
    expect(checkCancelReason('Broken')).toBeNull()
    expect(checkDispute('')).toBe('field is required')
    expect(checkDispute('x'.repeat(1001))).toMatch(/1000/)
    expect(checkDispute('x'.repeat(1000))).toBeNull()
  })
  it('asks for the claim details', () => {
    expect(checkClaimDetails(' ')).toBe('Please enter details of the claim')
    expect(checkClaimDetails('Dent')).toBeNull()
  })
  it('asks for a rating and a comment on the hirer', () => {
    expect(checkHirerReview({ rating: 0, comment: '' })).toEqual({
      rating: 'Minimum 1 rating is required.',
      comment: 'Field is Required',
    })
    expect(checkHirerReview({ rating: 3, comment: 'Fine' })).toEqual({
      rating: null,
      comment: null,
    })
  })
})

describe('period label', () => {
  it('names the first and the last day, the exclusive end left out', () => {
    expect(periodLabel({ from: '2026-11-01', to: '2026-12-01' })).toBe(
      '01 Nov. 2026 – 30 Nov. 2026',
    )
    expect(periodLabel({ from: '2026-12-28', to: '2027-01-04' })).toBe(
      '28 Dec. 2026 – 03 Jan. 2027',
    )
  })

  it('names one day once', () => {
    expect(periodLabel({ from: '2026-11-25', to: '2026-11-26' })).toBe('25 Nov. 2026')
  })
})
