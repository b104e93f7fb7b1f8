import { describe, expect, it } from 'vitest'
import {
  percentOf,
  round2,
  roundCents,
  sameDollars,
  splitHalf,
  toCents,
  toDollars,
} from './money.ts'

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1234.56, 123456],
    [-2.5, -250],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s dollars -> %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents)
  })
  it('gives dollars of whole cents, however the cents were computed', () => {
    expect(toDollars(12345)).toBe(123.45)
    expect(toDollars(100.5)).toBe(1.01)
    expect(toDollars(-100.5)).toBe(-1.01)
    expect(toDollars(0.1 + 0.2)).toBe(0)
  })
  it('round-trips through dollars', () => {
    for (const cents of [0, 1, 99, 1999, 123456]) expect(toCents(toDollars(cents))).toBe(cents)
  })
})

describe('rounding', () => {
  it.each([
    [0.5, 1],
    [1.4999999999999998, 2],
    [2.4, 2],
    [-0.5, -1],
    [-2.4, -2],
  ])('roundCents(%s) = %s', (value, expected) => {
    expect(roundCents(value)).toBe(expected)
  })
  it.each([
    [10 / 7, 1.43],
    [29 / 7, 4.14],
    [45 / 30, 1.5],
    [31 / 30, 1.03],
    [1439 / 720, 2],
  ])('round2(%s) = %s', (value, expected) => {
    expect(round2(value)).toBe(expected)
  })
  it.each([
    [18000, 20, 3600],
    [12345, 10, 1235],
    [12345, 20, 2469],
    [10001, 25, 2500],
    [1, 50, 1],
    [0, 20, 0],
  ])('%s x %s%% = %s', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected)
  })
})

describe('splitHalf', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [18000, 9000, 9000],
    [18003, 9002, 9001],
  ])('%s -> %s now and %s later', (cents, first, second) => {
    expect(splitHalf(cents)).toEqual({ first, second })
    expect(first + second).toBe(cents)
  })
})

describe('sameDollars', () => {
  it('compares to the cent', () => {
    expect(sameDollars(0.1 + 0.2, 0.3)).toBe(true)
    expect(sameDollars(10, 10.01)).toBe(false)
  })
})
