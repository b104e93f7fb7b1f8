import { describe, expect, it } from 'vitest'
import { enabledPriceTypes } from './durations.ts'

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
