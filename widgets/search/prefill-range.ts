/** The date range a prefill asks for; framework-free, so the first paint shows it too. */
import type { Prefill } from '../../shared/domain/catalogue/prefill.ts'
import { addDaysMs, defaultDayRange } from '../../shared/format/days.ts'

/** Both days, or one filled in around the other; today and tomorrow without a prefill. */
export function prefillRange(prefill: Prefill, now = Date.now()): { start: number; end: number } {
  const fallback = defaultDayRange(now)
  const start = prefill.startDate ?? fallback.start
  const end =
    prefill.endDate ?? (prefill.startDate !== undefined ? addDaysMs(start, 1) : fallback.end)
  return end < start ? { start, end: addDaysMs(start, 1) } : { start, end }
}
