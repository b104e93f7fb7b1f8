/**
 * Seeded dates follow the seed day: whatever has already happened (a booking registered,
 * a pick-up, a return, a change asked for, a question answered) lies no later than the
 * start of the day the seed runs, the earliest moment it can run; only what is planned
 * (hire periods) lies ahead.
 */
import { describe, expect, it } from 'vitest'
import { seedZone } from './booking-rows.ts'
import { buildSeedPlan } from './index.ts'

const happenedKey =
  /^(created|updated|decided|pickedUp|returned|answered|used|read|sent|paid|cancell?ed|submitted)(At)?$/

function timeOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return Date.parse(value)
  return null
}

/** Every 'happened' date later than `limit`, as 'table.path'. */
function later(rows: Record<string, unknown[]>, limit: number): string[] {
  const found: string[] = []
  const walk = (where: string, value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Date) return
    for (const [key, inner] of Object.entries(value)) {
      const time = happenedKey.test(key) ? timeOf(inner) : null
      if (time !== null && time > limit) found.push(`${where}.${key}`)
      else walk(`${where}.${key}`, inner, depth + 1)
    }
  }
  for (const [table, list] of Object.entries(rows)) for (const row of list) walk(table, row, 0)
  return found
}

describe('seeded dates', () => {
  for (const anchor of ['2025-06-01T00:00:00Z', '2026-02-28T00:00:00Z']) {
    it(`never put what happened after the seed day began (${anchor.slice(0, 10)})`, () => {
      const day = new Date(anchor)
      const { rows } = buildSeedPlan(day)
      expect(later(rows as unknown as Record<string, unknown[]>, day.getTime())).toEqual([])
    })
  }

  it('register every booking before its hire starts', () => {
    const { rows } = buildSeedPlan(new Date('2025-06-01T00:00:00Z'))
    for (const booking of rows.bookings) {
      expect((booking.createdAt as Date).getTime()).toBeLessThan(
        (booking.startDate as Date).getTime(),
      )
    }
  })
})

describe('seeded booking times', () => {
  /** 'HH:MM' on the wall clock of Sydney at `at` */
  const sydneyClock = (at: Date) =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: seedZone.timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at)

  for (const anchor of ['2026-01-15T00:00:00Z', '2026-07-15T00:00:00Z']) {
    it(`start at midnight and are due back at 23:45 in the demo hirer's Sydney (${anchor.slice(0, 10)})`, () => {
      const { rows } = buildSeedPlan(new Date(anchor))
      for (const booking of rows.bookings) {
        expect(sydneyClock(booking.startAt as Date)).toBe('00:00')
        expect(sydneyClock(booking.endAt as Date)).toBe('23:45')
      }
    })
  }

  it('are registered in the daytime, each at its own time, and changed later', () => {
    const { rows } = buildSeedPlan(new Date('2026-01-15T00:00:00Z'))
    const times = rows.bookings.map((booking) => sydneyClock(booking.createdAt as Date))
    for (const time of times) expect(time >= '08:00' && time < '20:00', time).toBe(true)
    expect(new Set(times).size).toBeGreaterThan(rows.bookings.length / 2)
    expect(rows.bookingChanges.length).toBeGreaterThan(0)
    for (const change of rows.bookingChanges) {
      const booked = rows.bookings.find((entry) => entry.id === change.bookingId)?.createdAt
      const asked = (change.createdAt as Date).getTime()
      expect(asked).toBeGreaterThan((booked as Date).getTime())
      if (change.decidedAt) expect((change.decidedAt as Date).getTime()).toBeGreaterThan(asked)
    }
  })

  it("pick up and return within the item's pick-up hours", () => {
    const { rows } = buildSeedPlan(new Date('2026-01-15T00:00:00Z'))
    const minutes = (at: Date) => {
      const [hours = 0, mins = 0] = sydneyClock(at).split(':').map(Number)
      return hours * 60 + mins
    }
    const handedOver = rows.bookings.filter((booking) => booking.pickedUpAt && booking.returnedAt)
    expect(handedOver.length).toBeGreaterThan(0)
    for (const booking of handedOver) {
      for (const at of [booking.pickedUpAt as Date, booking.returnedAt as Date]) {
        expect(minutes(at)).toBeGreaterThanOrEqual(6 * 60)
        expect(minutes(at)).toBeLessThanOrEqual(21 * 60)
      }
    }
  })
})
