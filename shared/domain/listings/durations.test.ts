import { describe, expect, it } from 'vitest'
import { durationRangeText, durationText, enabledPriceTypes } from './durations.ts'

describe('price periods enabled by the duration units', () => {
  it.each([
    [4, 4, [4]],
    [4, 1, [4, 5, 1]],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [2, 3, [2, 3]],
    [4, null, [4, 5, 1, 2, 3]],
    [1, null, [1, 2, 3]],
    [3, null, [3]],
  ] as const)('min %s max %s -> %o', (min, max, types) => {
    expect(enabledPriceTypes(min, max)).toEqual(types)
  })
})

describe('duration text', () => {
  it('says one unit in the singular and others in the plural', () => {
    expect(durationText(1, 1)).toBe('1 day')
    expect(durationText('3', 2)).toBe('3 weeks')
    expect(durationText(1, 4)).toBe('1 hour')
    expect(durationText(6, 3)).toBe('6 months')
  })
})

describe('duration range text', () => {
  it('reads as a range, or as a minimum when there is no maximum', () => {
    expect(durationRangeText('1 day', '2 weeks')).toBe('1 day to 2 weeks')
    expect(durationRangeText('1 day', null)).toBe('1 day or more')
  })
})
