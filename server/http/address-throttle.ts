/**
 * Per-client-address throttles in front of the calls that create things or send messages:
 * guest sessions, sign-ups, codes and password resets. Every attempt counts, valid or not,
 * since a flood of malformed requests costs us as much as a flood of good ones. An IPv6
 * client is its /64, which it may hop around at will.
 */
import type { MiddlewareHandler } from 'hono'
import { waitLabel } from '../../shared/contract/account/throttle.ts'
import { addressLimits, takeThrottleSlot } from '../services/account/throttle.ts'
import { clientAddress, clientNetwork } from './client-address.ts'
import type { AppDeps } from './context.ts'
import { tooManyRequests } from './errors.ts'

export function throttleByAddress(
  deps: Pick<AppDeps, 'db' | 'settings' | 'now'>,
  rule: keyof typeof addressLimits,
  message: (wait: string) => string,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    const address = clientNetwork(clientAddress(c, deps) ?? 'unknown')
    const key = `${rule}-address:${address}`
    const wait = await takeThrottleSlot(deps.db, key, addressLimits[rule], deps.now())
    if (wait > 0) throw tooManyRequests(message(waitLabel(wait)), wait)
    await next()
  }
}
