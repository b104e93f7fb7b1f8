/**
 * Prefill attributes a partner sets on `<hire-search>` and `<hire-item>` (`activity`,
 * `destination`, `start-date`, `end-date`, `units`, `group-size`). Each value is checked on
 * its own: a bad one is dropped and described (the element reports it as `hire-error`),
 * the good ones still apply, and nothing throws. Dates are calendar days (`YYYY-MM-DD`),
 * read as local midnight like every day the widgets handle. Pure: only the widgets that
 * take prefill load it (the runtime's `useReportProblems` reports what it finds).
 */

export interface PrefillInput {
  activity?: string | undefined
  destination?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  units?: string | number | undefined
  groupSize?: string | number | undefined
}

export interface Prefill {
  activity?: string
  destination?: string
  /** epoch milliseconds at local midnight */
  startDate?: number
  endDate?: number
  /** units for gear, people for an experience: the booking's count */
  quantity?: number
}

/** A bad attribute value and what is wrong with it, reported as `hire-error`. */
export interface PrefillProblem {
  attribute: string
  message: string
}

const maxText = 100
const maxCount = 999
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** `2027-01-10` → local midnight of that day; null for text that is not a real day. */
export function parseDay(value: string): number | null {
  const match = dayPattern.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? date.getTime() : null
}

function startOfToday(now: number): number {
  const today = new Date(now)
  today.setHours(0, 0, 0, 0)
  return today.getTime()
}

function present(value: unknown): value is string | number {
  return value !== undefined && value !== null && String(value).trim() !== ''
}

export function parsePrefill(
  tag: string,
  input: PrefillInput,
  now: number = Date.now(),
): { prefill: Prefill; problems: PrefillProblem[] } {
  const prefill: Prefill = {}
  const problems: PrefillProblem[] = []
  const fail = (attribute: string, value: unknown, rule: string) =>
    problems.push({
      attribute,
      message: `The ${attribute} attribute of <${tag}> ${rule}; "${String(value)}" is ignored.`,
    })

  for (const [key, attribute] of [
    ['activity', 'activity'],
    ['destination', 'destination'],
  ] as const) {
    const value = input[key]
    if (!present(value)) continue
    const text = String(value).trim().replace(/\s+/g, ' ')
    if (text.length > maxText) fail(attribute, value, `must be at most ${maxText} characters`)
    else prefill[key] = text
  }

  const today = startOfToday(now)
  for (const [key, attribute] of [
    ['startDate', 'start-date'],
    ['endDate', 'end-date'],
  ] as const) {
    const value = input[key]
    if (!present(value)) continue
    const day = parseDay(String(value))
    if (day === null) fail(attribute, value, 'must be a date written YYYY-MM-DD')
    else if (day < today) fail(attribute, value, 'must not be in the past')
    else prefill[key] = day
  }
  if (prefill.startDate !== undefined && prefill.endDate !== undefined) {
    if (prefill.endDate < prefill.startDate) {
      fail('end-date', input.endDate, 'must not be before start-date')
      delete prefill.endDate
    }
  }

  for (const attribute of ['units', 'group-size'] as const) {
    const value = attribute === 'units' ? input.units : input.groupSize
    if (!present(value)) continue
    const count = Number(String(value).trim())
    if (!Number.isInteger(count) || count < 1 || count > maxCount) {
      fail(attribute, value, `must be a whole number from 1 to ${maxCount}`)
    } else prefill.quantity ??= count
  }
  return { prefill, problems }
}
