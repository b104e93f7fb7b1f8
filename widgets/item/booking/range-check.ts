/**
 * Whether the chosen days can be booked at all. The picker keeps unavailable days out of a
 * range it makes, but a range can come from elsewhere (the search's dates in the query, a
 * draft, a partner's prefill): the panel asks the item's unavailable days among them
 * whenever the range changes, with the picker's own call and days
 * (`shared/stores/catalogue/unavailable-days.ts`, loaded on demand like the picker).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export type RangeCheck =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'free' }
  | { state: 'taken'; days: readonly string[] }
  /** the answer failed: checkout, which refuses a taken day itself, decides */
  | { state: 'unknown' }

type Answer = Exclude<RangeCheck, { state: 'none' } | { state: 'checking' }>

const answerOf = (days: readonly string[] | null): Answer =>
  days === null ? { state: 'unknown' } : days.length ? { state: 'taken', days } : { state: 'free' }

/** The check of `startDate` to `endDate` (local midnights), and a wait for its answer. */
export function useRangeCheck(
  itemId: string,
  startDate: number | null,
  endDate: number | null,
): { check: RangeCheck; settled: () => Promise<RangeCheck> } {
  const key =
    startDate !== null && endDate !== null && endDate >= startDate
      ? `${itemId} ${startDate} ${endDate}`
      : null
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null)
  const asked = useRef<{ key: string; promise: Promise<Answer> } | null>(null)

  const settled = useCallback(async (): Promise<RangeCheck> => {
    if (key === null || startDate === null || endDate === null) return { state: 'none' }
    let current = asked.current
    if (current?.key !== key) {
      const promise = import('../../../shared/stores/catalogue/unavailable-days.ts')
        .then((days) => days.unavailableWithin(itemId, startDate, endDate))
        .then(answerOf, () => answerOf(null))
      current = { key, promise }
      asked.current = current
      // A later range may be asked before this answer comes: only the current one shows.
      void promise.then((found) => {
        if (asked.current?.key === key) setAnswer({ key, answer: found })
      })
    }
    return current.promise
  }, [key, itemId, startDate, endDate])

  useEffect(() => {
    void settled()
  }, [settled])

  const check: RangeCheck =
    key === null ? { state: 'none' } : answer?.key === key ? answer.answer : { state: 'checking' }
  return { check, settled }
}
