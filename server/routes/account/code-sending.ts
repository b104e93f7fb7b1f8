/** What sending a one-time code needs from the app: the database, the mail/SMS port, the call's time. */
import type { AppDeps } from '../../http/context.ts'

export function codeSending(deps: AppDeps) {
  return { db: deps.db, messenger: deps.ports.messenger, now: deps.now() }
}
