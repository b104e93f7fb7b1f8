import { describe, expect, it } from 'vitest'
import { clockTime } from './clock.ts'

describe('clockTime', () => {
  it('writes minutes from midnight on a 12-hour clock', () => {
    expect([0, 545, 720, 750, 1439].map(clockTime)).toEqual([
      '12:00 am',
      '9:05 am',
      '12:00 pm',
      '12:30 pm',
      '11:59 pm',
    ])
  })

  it('takes minutes round the clock and rounds them', () => {
    expect([1440, 1500, -60, 59.6].map(clockTime)).toEqual([
      '12:00 am',
      '1:00 am',
      '11:00 pm',
      '1:00 am',
    ])
  })
})
