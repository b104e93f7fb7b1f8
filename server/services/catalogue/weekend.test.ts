import { describe, expect, it } from 'vitest'
import { comingWeekend } from './weekend.ts'

// Saturday 00:00 in UTC+10 is Friday 14:00 UTC.
describe('comingWeekend', () => {
  it('is the next Saturday and Sunday on a weekday', () => {
    const wednesday = new Date('2025-03-12T02:00:00Z')
    expect(comingWeekend(wednesday)).toEqual({
      start: new Date('2025-03-14T14:00:00Z'),
      end: new Date('2025-03-16T14:00:00Z'),
    })
  })

  it('is the current weekend on Saturday and Sunday', () => {
    const expected = {
      start: new Date('2025-03-14T14:00:00Z'),
      end: new Date('2025-03-16T14:00:00Z'),
    }
    expect(comingWeekend(new Date('2025-03-15T01:00:00Z'))).toEqual(expected)
    expect(comingWeekend(new Date('2025-03-16T10:00:00Z'))).toEqual(expected)
  })
})
