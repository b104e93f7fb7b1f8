/**
 * Revenue dashboard rules (spec part 3 sections 2.10, 5 and 9): the periods, the query a
 * period sends, the date range that is used only when its start is before its end, and
 * the chart's y axis in thousands ('k').
 */
import type { RevenueType } from '../../contract/supplier/calls.ts'

export const revenuePeriods: { type: RevenueType; label: string }[] = [
  { type: 1, label: 'Today' },
  { type: 2, label: 'Week' },
  { type: 3, label: 'Month' },
  { type: 4, label: 'Year' },
  { type: 5, label: 'Period' },
]

/** 'YYYY-MM-DD' of a calendar day given as local year, month (1-12) and day. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The range is used only when start is before end. */
export const rangeUsable = (start: string | null, end: string | null): boolean =>
  Boolean(start && end && start < end)

/** The period's default end: two days after its start. */
export function defaultRangeEnd(start: Date): Date {
  const end = new Date(start)
  end.setDate(end.getDate() + 2)
  return end
}

export interface RevenueQuery {
  type: RevenueType
  sDate: string
  eDate: string
}

/**
 * What GET /revenue/graph is sent: the dates for a period (type 5), else '0'. A period
 * whose range is not usable sends nothing (null): the screen keeps what it shows.
 */
export function revenueQueryFor(
  type: RevenueType,
  range: { start: string | null; end: string | null } = { start: null, end: null },
): RevenueQuery | null {
  if (type !== 5) return { type, sDate: '0', eDate: '0' }
  if (!rangeUsable(range.start, range.end)) return null
  return { type, sDate: range.start as string, eDate: range.end as string }
}

/** The y axis in thousands: 1500 → '1.5k', 12000 → '12k', 950 → '950'. */
export function formatK(value: number): string {
  const sign = value < 0 ? '-' : ''
  const size = Math.abs(value)
  if (size < 1000) return `${sign}${Math.round(size * 100) / 100}`
  const thousands = Math.round((size / 1000) * 10) / 10
  return `${sign}${thousands}k`
}
