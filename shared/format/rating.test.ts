import { expect, it } from 'vitest'
import { formatRating } from './rating.ts'

it('shows ratings with one decimal', () => {
  expect(formatRating(4)).toBe('4.0')
  expect(formatRating(4.26)).toBe('4.3')
  expect(formatRating(4.25)).toBe('4.3')
  expect(formatRating(null)).toBe('0.0')
  expect(formatRating(Number.NaN)).toBe('0.0')
})
