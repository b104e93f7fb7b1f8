/**
 * The auth model: every call carries the API key; public and sign-in calls carry basic
 * client credentials; after sign-in (guests too) calls carry a bearer token. A bearer
 * token that is unknown or revoked is always refused with 401, whatever the route.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { UserType } from '../../shared/contract/account/auth.ts'
import { findSession } from '../services/account/sessions.ts'
import { type AppDeps, type AppEnv, type Caller, userIdOf } from './context.ts'
import { forbidden, unauthorized } from './errors.ts'

function same(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function requireApiKey(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key')
    if (!key) throw unauthorized('Missing API key: send the x-api-key header')
    if (!same(key, deps.settings.apiKey)) throw unauthorized('Invalid API key')
    await next()
  }
}

function decodeBasic(encoded: string): [string, string] | null {
  try {
    const text = Buffer.from(encoded, 'base64').toString('utf8')
    const colon = text.indexOf(':')
    return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)]
  } catch {
    return null
  }
}

export function identifyCaller(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('caller', await callerFrom(c.req.header('authorization'), deps))
    await next()
  }
}

async function callerFrom(header: string | undefined, deps: AppDeps): Promise<Caller> {
  if (!header?.trim()) return { kind: 'anonymous' }
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2)
  if (scheme.toLowerCase() === 'basic') {
    const pair = decodeBasic(value)
    const { clientId, clientSecret } = deps.settings
    if (!pair || !same(pair[0], clientId) || !same(pair[1], clientSecret)) {
      throw unauthorized('Invalid client credentials')
    }
    return { kind: 'client' }
  }
  if (scheme.toLowerCase() === 'bearer') {
    const session = value ? await findSession(deps.db, value, deps.now()) : null
    if (!session) throw unauthorized('Your session has expired. Please sign in again.')
    return { kind: 'session', ...session }
  }
  throw unauthorized('Unsupported authorization scheme')
}

/** Public calls: client credentials or any valid bearer token. */
export function publicAccess(c: Context<AppEnv>): Caller {
  const caller = c.get('caller')
  if (caller.kind === 'anonymous') {
    throw unauthorized('Authorization required: send client credentials or a bearer token')
  }
  return caller
}

/** Public calls that answer a signed-in viewer more: their user id, null for anyone else. */
export function viewerAccess(c: Context<AppEnv>): string | null {
  return userIdOf(publicAccess(c))
}

/** Sign-in calls: client credentials only. */
export function clientAccess(c: Context<AppEnv>): void {
  if (c.get('caller').kind !== 'client') {
    throw unauthorized('Authorization required: send the basic client credentials')
  }
}

/** Calls that need a session (guest or user). */
export function sessionAccess(c: Context<AppEnv>): Extract<Caller, { kind: 'session' }> {
  const caller = c.get('caller')
  if (caller.kind !== 'session') throw unauthorized('Authorization required: send a bearer token')
  return caller
}

export interface UserCaller {
  sessionId: string
  userId: string
  userType: UserType
}

/**
 * Calls on the caller's own account: a signed-in user's session, onboarding included.
 * Guests get 403 (not 401, which would end their guest session) so the client can prompt
 * them to log in.
 */
export function userAccess(c: Context<AppEnv>): UserCaller {
  const caller = sessionAccess(c)
  if (caller.isGuest || !caller.userId) throw forbidden('Please log in or sign up to continue.')
  return { sessionId: caller.sessionId, userId: caller.userId, userType: caller.userType }
}
