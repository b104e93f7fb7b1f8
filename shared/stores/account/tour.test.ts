import { beforeEach, describe, expect, it } from 'vitest'
import { finishTour, tourDue } from './tour.ts'

beforeEach(() => localStorage.clear())

describe('tourDue', () => {
  it('opens by itself only on the home page, for a signed-in user who has not seen it', () => {
    expect(tourDue('/', true)).toBe(true)
    expect(tourDue('/', false)).toBe(false)
  })

  it('never opens in the middle of a flow', () => {
    for (const path of [
      '/termsAndCondition',
      '/equipments/5f0c2c1e-0000-4000-8000-000000000001',
      '/booking/payment',
      '/auth/FavCategoryScreen',
      '/search-result',
    ]) {
      expect(tourDue(path, true)).toBe(false)
    }
  })

  it('opens once: finishing or skipping it is remembered', () => {
    finishTour()
    expect(tourDue('/', true)).toBe(false)
  })
})
