import { describe, expect, it } from 'vitest'
import { profile, tags } from '../../../tests/fixtures/supplier.ts'
import {
  firstOf,
  firstTags,
  formatMinutes,
  formatReviewDate,
  memberSince,
  openingHours,
  showAllReviewsLabel,
  supplierLinks,
  supplierName,
} from './info.ts'

describe('first tags and reviews', () => {
  it('keeps the first 6 tags and counts the rest', () => {
    const { shown, hidden } = firstTags(tags)
    expect(shown.map((tag) => tag.tagName)).toEqual([
      'Tag 0',
      'Tag 1',
      'Tag 2',
      'Tag 3',
      'Tag 4',
      'Tag 5',
    ])
    expect(hidden).toBe(3)
    expect(firstTags(tags.slice(0, 6)).hidden).toBe(0)
    expect(firstTags(null)).toEqual({ shown: [], hidden: 0 })
  })

  it('slices any list', () => {
    expect(firstOf([1, 2, 3], 6)).toEqual({ shown: [1, 2, 3], hidden: 0 })
    expect(firstOf([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual({ shown: [1, 2, 3, 4, 5, 6], hidden: 2 })
  })

  it("uses the spec's wording for the reviews button", () => {
    expect(showAllReviewsLabel(12)).toBe('Show all 12 reviews')
  })
})

describe('names', () => {
  it('shows the company for a business and first and last name for an individual', () => {
    expect(supplierName(profile)).toBe('Sam Supplier')
    expect(
      supplierName({ ...profile, userType: 'BUSINESS', companyName: 'Manly Kayaks Pty Ltd' }),
    ).toBe('Manly Kayaks Pty Ltd')
    // an individual who once typed a company name still shows their own name
    expect(supplierName({ ...profile, companyName: 'Side hustle' })).toBe('Sam Supplier')
    expect(supplierName({ ...profile, firstName: '', lastName: '', name: '' })).toBe('Supplier')
  })
})

describe('dates', () => {
  it("formats review dates as 'DD MMM. YYYY' on Sydney's calendar", () => {
    expect(formatReviewDate('2026-11-02T00:00:00.000Z')).toBe('02 Nov. 2026')
    // 3 pm UTC on 31 Dec is already New Year's Day in Sydney
    expect(formatReviewDate('2025-12-31T15:00:00.000Z')).toBe('01 Jan. 2026')
    expect(formatReviewDate('not a date')).toBe('')
  })

  it('says since when someone is a member', () => {
    expect(memberSince('2025-03-10T01:00:00.000Z')).toBe('Member since March 2025')
    expect(memberSince(null)).toBeNull()
  })
})

describe('opening hours', () => {
  it('formats minutes from midnight', () => {
    expect(formatMinutes(0)).toBe('12:00 am')
    expect(formatMinutes(480)).toBe('8:00 am')
    expect(formatMinutes(750)).toBe('12:30 pm')
    expect(formatMinutes(1020)).toBe('5:00 pm')
  })

  it('lists every weekday from Monday, closed days included', () => {
    const rows = openingHours([
      { day: 'saturday', open: 540, close: 840 },
      { day: 'monday', open: 480, close: 1020 },
    ])
    expect(rows.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows[0]).toEqual({ day: 'Monday', hours: '8:00 am to 5:00 pm', open: true })
    expect(rows[1]).toEqual({ day: 'Tuesday', hours: 'Closed', open: false })
    expect(rows[5]?.hours).toBe('9:00 am to 2:00 pm')
    expect(openingHours(null).every((row) => !row.open)).toBe(true)
  })
})

describe('links', () => {
  it('builds the supplier routes, escaping ids', () => {
    expect(supplierLinks.profile('a b')).toBe('/supplier/profile/a%20b')
    expect(supplierLinks.page('u1')).toBe('/supplier/u1')
    expect(supplierLinks.items('RECENT', 'u1')).toBe('/supplier/items/RECENT/u1')
    expect(supplierLinks.items('MOST_HIRED', 'u1')).toBe('/supplier/items/MOST_HIRED/u1')
    expect(supplierLinks.item('i1')).toBe('/equipments/i1')
  })
})
