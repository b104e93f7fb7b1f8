/**
 * POST /user/handover-code (a signed-in user asks for a one-time code) and
 * POST /user/handover-code/exchange (the marketplace spends it for a session of its own).
 * Exchanges are throttled per client address, every attempt counted; the code itself is
 * never logged or echoed.
 */
import { Hono } from 'hono'
import {
  type HandoverCodeData,
  type HandoverSessionData,
  handoverCalls,
  handoverExchangeBody,
  handoverMessages,
  handoverRules,
} from '../../../shared/contract/account/handover.ts'
import { waitLabel } from '../../../shared/contract/account/throttle.ts'
import { clientAccess, userAccess } from '../../http/auth.ts'
import { clientAddress, clientNetwork } from '../../http/client-address.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, tooManyRequests } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { readBody } from '../../http/validate.ts'
import { issueHandoverCode, spendHandoverCode } from '../../services/account/handover.ts'
import { takeThrottleSlot } from '../../services/account/throttle.ts'
import { findUserById } from '../../services/account/users.ts'
import { signedIn } from './session-answer.ts'

const minute = 60 * 1000
/** Like the code checks: enough for a busy office, far too few to guess 256-bit codes. */
export const exchangeLimits = [
  { limit: 10, ms: minute },
  { limit: 200, ms: 60 * minute },
]

export function handoverRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(handoverCalls.issue.path, async (c) => {
    const caller = userAccess(c)
    const code = await issueHandoverCode(deps.db, caller, deps.now())
    return ok<HandoverCodeData>(c, { code, expiresIn: handoverRules.ttlMs / 1000 })
  })

  routes.post(handoverCalls.exchange.path, async (c) => {
    clientAccess(c)
    const now = deps.now()
    const key = `handover-address:${clientNetwork(clientAddress(c, deps) ?? 'unknown')}`
    const wait = await takeThrottleSlot(deps.db, key, exchangeLimits, now)
    if (wait > 0) throw tooManyRequests(handoverMessages.throttled(waitLabel(wait)), wait)
    const body = await readBody(c, handoverExchangeBody)
    const userId = await spendHandoverCode(deps.db, body.code, now)
    const user = userId ? await findUserById(deps.db, userId) : null
    if (!user) throw badRequest(handoverMessages.invalid)
    return ok<HandoverSessionData>(c, await signedIn(c, deps, user))
  })

  return routes
}
