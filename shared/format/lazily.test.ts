import { describe, expect, it, vi } from 'vitest'
import { lazily } from './lazily.ts'

describe('lazily', () => {
  it('makes the value on first use only, then keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-AU'))
    const formatter = lazily(make)
    expect(make).not.toHaveBeenCalled()
    const first = formatter()
    expect(formatter()).toBe(first)
    expect(make).toHaveBeenCalledOnce()
    expect(first.format(1250)).toBe('1,250')
  })
})
