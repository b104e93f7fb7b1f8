/**
 * Bad attribute values (prefill, theme) reach the page as `hire-error` events, one per
 * problem, from the widget's host.
 */
import { useEffect } from 'react'
import type { PrefillProblem } from '../../shared/domain/catalogue/prefill.ts'
import { emit } from './events.ts'
import { useHost } from './host.ts'

/** Reports each problem once per change of the attributes, from the widget's host. */
export function useReportProblems(tag: string, problems: readonly PrefillProblem[]): void {
  const host = useHost()
  // The messages' text is the identity of the problems: a new array with the same ones is no change.
  const key = problems.map((problem) => problem.message).join('\n')
  useEffect(() => {
    if (!host) return
    for (const problem of problems) emit(host, 'hire-error', { tag, ...problem })
  }, [host, tag, key])
}
