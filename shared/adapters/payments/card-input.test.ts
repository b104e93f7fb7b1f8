import { describe, expect, it } from 'vitest'
import { cleanCvc, cvcValid, formatCardNumber, typeExpiry } from './card-input.ts'

describe('card number input', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
    ['', ''],
  ])('%s is kept as %s', (typed, kept) => {
    expect(formatCardNumber(typed)).toBe(kept)
  })
})

describe('expiry input: MM/YY with the slash added', () => {
  it.each([
    ['', '1', '1'],
    ['1', '12', '12/'],
    ['12/', '12/2', '12/2'],
    ['12/2', '12/27', '12/27'],
    ['12/27', '12/278', '12/27'],
    ['', '4', '04/'],
    ['', '0', '0'],
    ['1', '1/', '01/'],
    ['0', '0/', '0/'],
    ['0', '09', '09/'],
    ['', '1227', '12/27'],
    ['', 'ab12c/2d7', '12/27'],
    ['', '12//27', '12/27'],
  ])('from %j typing %j gives %j', (previous, typed, kept) => {
    expect(typeExpiry(previous, typed)).toBe(kept)
  })

  it('deleting the slash takes its month digit with it, so backspace never sticks', () => {
    expect(typeExpiry('12/', '12')).toBe('1')
    expect(typeExpiry('12/2', '12/')).toBe('12/')
    expect(typeExpiry('1', '')).toBe('')
  })

  it('never keeps more than 5 characters', () => {
    expect(typeExpiry('', '12/2027').length).toBeLessThanOrEqual(5)
  })
})

describe('CVC input', () => {
  it('keeps up to four digits and accepts three or four', () => {
    expect(cleanCvc('1a2b3c4d5')).toBe('1234')
    expect(cvcValid('123')).toBe(true)
    expect(cvcValid('1234')).toBe(true)
    expect(cvcValid('12')).toBe(false)
    expect(cvcValid('12a')).toBe(false)
  })
})
