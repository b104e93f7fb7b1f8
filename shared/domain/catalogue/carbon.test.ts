import { describe, expect, it } from 'vitest'
import { carbonEquivalents, carbonSaved, kgCo2PerUnit } from './carbon.ts'

describe('carbon equivalents', () => {
  it('divides the saving by the EPA factor of each unit', () => {
    expect(carbonEquivalents(393)).toEqual({
      miles: 1000,
      gasoline: 44.22,
      home: 0.0496,
      coal: 434.3,
      smartPhone: 31694,
      trees: 6.55,
    })
  })

  it('gives whole units for exact multiples', () => {
    expect(carbonEquivalents(kgCo2PerUnit.trees * 3).trees).toBe(3)
    expect(carbonEquivalents(kgCo2PerUnit.home).home).toBe(1)
    expect(carbonEquivalents(kgCo2PerUnit.gasoline * 10).gasoline).toBe(10)
  })

  it('is all zero for no saving, a negative or a non-number', () => {
    for (const kg of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(Object.values(carbonEquivalents(kg)).every((value) => value === 0)).toBe(true)
    }
  })

  it('adds up the savings of hires per category', () => {
    expect(
      carbonSaved([
        { co2Save: 38, count: 2 },
        { co2Save: 12.25, count: 1 },
      ]),
    ).toBe(88.3)
    expect(carbonSaved([])).toBe(0)
    expect(carbonSaved([{ co2Save: -4, count: 3 }])).toBe(0)
  })
})
