/**
 * A wizard step's start: the running wizard's session, read once with the state of its
 * last send reset (`reset`). Without a running wizard the hirer goes to /booking/current;
 * `away` names where a session that is not at this step yet goes (null: it is).
 */
import { useEffect, useState } from 'react'
import type { Navigate } from './Frame.tsx'
import { paths } from './paths.ts'

export function useRunningStep<S>(
  read: () => S | null,
  reset: (session: S | null) => void,
  navigate: Navigate,
  away: (session: S) => string | null,
): S | null {
  const [session] = useState<S | null>(() => {
    const running = read()
    reset(running)
    return running
  })
  useEffect(() => {
    const to = session ? away(session) : paths.current
    if (to) navigate(to, true)
  }, [])
  return session
}
