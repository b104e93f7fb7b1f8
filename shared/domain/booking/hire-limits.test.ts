import { describe, expect, it } from 'vitest'
import { durationLabel, hireLimitProblem } from './hire-limits.ts'

const hour = 60
const day = 24 * hour

describe('hire limits', () => {
  const twoDaysToOneWeek = {
    minimumHireDuration: { value: 2, type: 1 },
    maximumHireDuration: { value: 1, type: 2 },
  }

  it.each([
    [2 * day - 1, 'Minimum hire is 2 days.'],
    [2 * day, null],
    [7 * day, null],
    [7 * day + 1, 'Maximum hire is 1 week.'],
  ])('%s minutes -> %s', (minutes, problem) => {
    expect(hireLimitProblem(twoDaysToOneWeek, minutes)).toBe(problem)
  })

  it('ignores the maximum when the supplier set no maximum', () => {
    expect(hireLimitProblem({ ...twoDaysToOneWeek, isNoMaxHireDuration: true }, 60 * day)).toBe(
      null,
    )
  })

  it('ignores missing or malformed limits', () => {
    expect(hireLimitProblem({}, 1)).toBe(null)
    expect(hireLimitProblem({ minimumHireDuration: { value: 0, type: 1 } }, 1)).toBe(null)
    expect(hireLimitProblem({ minimumHireDuration: { value: 2, type: 9 } }, 1)).toBe(null)
  })

  it('counts hours and half days in their own units', () => {
    const fourHours = { minimumHireDuration: { value: 4, type: 4 } }
    expect(hireLimitProblem(fourHours, 3.5 * hour)).toBe('Minimum hire is 4 hours.')
    expect(hireLimitProblem({ maximumHireDuration: { value: 1, type: 5 } }, 13 * hour)).toBe(
      'Maximum hire is 1 half day.',
    )
  })

  it('names durations in words', () => {
    expect(durationLabel({ value: 1, type: 2 })).toBe('1 week')
    expect(durationLabel({ value: 3, type: 3 })).toBe('3 months')
    expect(durationLabel(null)).toBe(null)
  })
})
