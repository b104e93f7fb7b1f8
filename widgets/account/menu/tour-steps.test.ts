import { describe, expect, it } from 'vitest'
import { tourSteps } from './tour-steps.ts'

describe('tourSteps', () => {
  it('has 7 steps on wide screens and 4 at 600 px or less', () => {
    expect(tourSteps(601)).toHaveLength(7)
    expect(tourSteps(1280)).toHaveLength(7)
    expect(tourSteps(600)).toHaveLength(4)
    expect(tourSteps(360)).toHaveLength(4)
  })

  it('points at the header items and the search bar', () => {
    expect(tourSteps(1280).map((step) => step.target)).toEqual([
      'search',
      'locations',
      'activities',
      'bookings',
      'listings',
      'notifications',
      'profile',
    ])
    expect(tourSteps(600).map((step) => step.target)).toEqual([
      'search',
      'bookings',
      'listings',
      'profile',
    ])
  })
})
