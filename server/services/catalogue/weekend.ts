/**
 * "This weekend" for an Australian audience: Saturday 00:00 to Monday 00:00 in eastern
 * standard time (UTC+10; daylight saving is ignored, an hour does not change the list).
 * On a Saturday or Sunday it is the current weekend.
 */
import type { Period } from '../availability.ts'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs
const offsetMs = 10 * hourMs

export function comingWeekend(now: Date = new Date()): Period {
  const local = new Date(now.getTime() + offsetMs)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const day = local.getUTCDay()
  const daysToSaturday = day === 6 ? 0 : day === 0 ? -1 : 6 - day
  const start = midnight + daysToSaturday * dayMs - offsetMs
  return { start: new Date(start), end: new Date(start + 2 * dayMs) }
}
