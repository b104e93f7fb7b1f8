import { expect, it } from 'vitest'
import { formatRating, shownRating } from './rating.ts'

it('shows ratings with one decimal', () => {
  expect(formatRating(4)).toBe('4.0')
  expect(formatRating(4.26)).toBe('4.3')
  expect(formatRating(4.25)).toBe('4.3')
  expect(formatRating(null)).toBe('0.0')
  expect(formatRating(Number.NaN)).toBe('0.0')
})

it('shows one decimal and hides an empty or zero rating', () => {
  expect(shownRating(4.76)).toBe('4.8')
  expect(shownRating(5)).toBe('5.0')
  expect(shownRating(0)).toBeNull()
  expect(shownRating(null)).toBeNull()
  expect(shownRating(undefined)).toBeNull()
  expect(shownRating(Number.NaN)).toBeNull()
})
