/** What every route handler can rely on: the database, the settings and who is calling. */

import type { ServerSettings } from '../config.ts'
import type { Db } from '../db/connect.ts'
import type { Ports } from '../ports/index.ts'
import type { SessionCaller } from '../services/account/sessions.ts'

/**
 * anonymous: no Authorization header; client: valid basic client credentials;
 * session: a valid bearer token (a guest or a signed-in user).
 */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'client' }
  | ({ kind: 'session' } & SessionCaller)

export type AppEnv = { Variables: { caller: Caller } }

export interface AppDeps {
  db: Db
  settings: ServerSettings
  ports: Ports
  /** the clock every expiry and rate limit reads */
  now: () => Date
}

/** The signed-in user's id, or null for guests, clients and anonymous callers. */
export function userIdOf(caller: Caller): string | null {
  return caller.kind === 'session' && !caller.isGuest ? caller.userId : null
}
