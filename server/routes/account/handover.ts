/**
 * POST /user/handover-code (a signed-in user asks for a one-time code) and
 * POST /user/handover-code/exchange (the marketplace spends it for a session of its own).
 * Exchanges are throttled per client address, every attempt counted; the code itself is
 * never logged or echoed.
 */
import {
  type HandoverCodeData,
  type HandoverSessionData,
  handoverCalls,
  handoverExchangeBody,
  handoverMessages,
  handoverRules,
} from '../../../shared/contract/account/handover.ts'
import { waitLabel } from '../../../shared/contract/account/throttle.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress, clientNetwork } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, tooManyRequests } from '../../http/errors.ts'
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

export function handoverRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(handoverCalls.issue, {}, async ({ caller }): Promise<HandoverCodeData> => {
    const code = await issueHandoverCode(deps.db, caller, deps.now())
    return { code, expiresIn: handoverRules.ttlMs / 1000 }
  })

  // The address's attempt is counted before the body is read.
  calls.client(handoverCalls.exchange, {}, async ({ c }): Promise<HandoverSessionData> => {
    const now = deps.now()
    const key = `handover-address:${clientNetwork(clientAddress(c, deps) ?? 'unknown')}`
    const wait = await takeThrottleSlot(deps.db, key, exchangeLimits, now)
    if (wait > 0) throw tooManyRequests(handoverMessages.throttled(waitLabel(wait)), wait)
    const body = await readBody(c, handoverExchangeBody)
    const userId = await spendHandoverCode(deps.db, body.code, now)
    const user = userId ? await findUserById(deps.db, userId) : null
    if (!user) throw badRequest(handoverMessages.invalid)
    return signedIn(c, deps, user)
  })
}
