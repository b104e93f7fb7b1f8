/**
 * The revenue period's days in the supplier's own calendar (the server counts revenue
 * from local midnights): today, this week (Monday first), this month, this year, or a
 * chosen range with both ends included; and the chart's buckets over it.
 */
import type { RevenueType } from '../../contract/supplier/calls.ts'
import { formatDisplayDay } from '../../format/days.ts'

export type RevenueUnit = 'hour' | 'day' | 'month'

export interface PeriodBounds {
  /** first local day, 'YYYY-MM-DD' */
  from: string
  /** the local day after the last one, 'YYYY-MM-DD' */
  to: string
  unit: RevenueUnit
}

const DAY = 86_400_000
/** Longer chosen ranges are drawn by month. */
const dailyUpTo = 92

const parse = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`)
const show = (ms: number) => new Date(ms).toISOString().slice(0, 10)
export const addDays = (ymd: string, days: number) => show(parse(ymd) + days * DAY)
export const daysBetween = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY)

/** The local calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

export function periodBounds(
  type: RevenueType,
  today: string,
  range?: { sDate: string; eDate: string },
): PeriodBounds {
  const [year, month] = today.split('-')
  switch (type) {
    case 1:
      return { from: today, to: addDays(today, 1), unit: 'hour' }
    case 2: {
      const weekday = (new Date(parse(today)).getUTCDay() + 6) % 7
      const from = addDays(today, -weekday)
      return { from, to: addDays(from, 7), unit: 'day' }
    }
    case 3: {
      const next = new Date(Date.UTC(Number(year), Number(month), 1))
      return { from: `${year}-${month}-01`, to: show(next.getTime()), unit: 'day' }
    }
    case 4:
      return { from: `${year}-01-01`, to: `${Number(year) + 1}-01-01`, unit: 'month' }
    default: {
      const from = range?.sDate ?? today
      const to = addDays(range?.eDate ?? today, 1)
      return { from, to, unit: daysBetween(from, to) > dailyUpTo ? 'month' : 'day' }
    }
  }
}

/** The chart's buckets over a period, labelled as the server groups them. */
export function bucketsOf(bounds: PeriodBounds): string[] {
  if (bounds.unit === 'hour') {
    return Array.from(
      { length: 24 },
      (_, hour) => `${bounds.from} ${String(hour).padStart(2, '0')}:00`,
    )
  }
  if (bounds.unit === 'day') {
    return Array.from({ length: daysBetween(bounds.from, bounds.to) }, (_, index) =>
      addDays(bounds.from, index),
    )
  }
  const labels: string[] = []
  const cursor = new Date(parse(bounds.from))
  cursor.setUTCDate(1)
  while (show(cursor.getTime()) < bounds.to) {
    labels.push(show(cursor.getTime()).slice(0, 7))
    cursor.setUTCMonth(cursor.getUTCMonth() + 1)
  }
  return labels
}

/**
 * The period as people read it, "01 Nov. 2026 – 30 Nov. 2026" or one day: `to` is the
 * exclusive end the server sums up to, so the last day shown is the one before it.
 */
export function periodLabel(bounds: { from: string; to: string }): string {
  const last = addDays(bounds.to, -1)
  const day = (ymd: string) => {
    const [year, month, date] = ymd.split('-').map(Number) as [number, number, number]
    return formatDisplayDay(new Date(year, month - 1, date).getTime())
  }
  return last <= bounds.from ? day(bounds.from) : `${day(bounds.from)} – ${day(last)}`
}
