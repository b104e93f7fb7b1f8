/**
 * POST /user/social-login and /user/social-signup. The social identity port decides what
 * to believe: in the sandbox the payload itself, in real mode the provider's ID token.
 */
import type { Context } from 'hono'
import {
  type AccountSessionData,
  accountApiMessages,
  accountCalls,
  socialBody,
} from '../../../shared/contract/account/account.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, conflict, forbidden } from '../../http/errors.ts'
import { sandboxAllowed, sandboxLocalOnly } from '../../http/sandbox-guard.ts'
import { readBody } from '../../http/validate.ts'
import { sandboxSocialIdentity } from '../../ports/social-identity.ts'
import { createAccount } from '../../services/account/accounts.ts'
import { deliverCode } from '../../services/account/code-delivery.ts'
import { linkedUserId } from '../../services/account/social-links.ts'
import { findUserByEmail, loadUser } from '../../services/account/users.ts'
import { signedIn } from './session-answer.ts'

export function socialRoutes(calls: CallRoutes, deps: AppDeps) {
  async function identify(c: Context<AppEnv>) {
    // The sandbox verifier believes any payload: a sign-in as anyone, so this machine only.
    if (deps.ports.socialIdentity === sandboxSocialIdentity && !sandboxAllowed(c, deps)) {
      throw forbidden(sandboxLocalOnly)
    }
    const body = await readBody(c, socialBody)
    const identity = await deps.ports.socialIdentity.verify(body)
    if (!identity) throw badRequest(accountApiMessages.socialUnverified)
    return { body, identity }
  }

  calls.client(accountCalls.socialLogin, {}, async ({ c }): Promise<AccountSessionData> => {
    const { body, identity } = await identify(c)
    const userId = await linkedUserId(deps.db, identity)
    if (!userId) throw badRequest(accountApiMessages.socialUnknown)
    return signedIn(c, deps, await loadUser(deps.db, userId), body.deviceId)
  })

  calls.client(accountCalls.socialSignup, {}, async ({ c }): Promise<AccountSessionData> => {
    const { body, identity } = await identify(c)
    if (await linkedUserId(deps.db, identity)) throw conflict(accountApiMessages.socialTaken)
    const userType = body.userType ?? 'INDIVIDUAL'
    // An existing password account is not taken over by a social sign-up with its address.
    if (await findUserByEmail(deps.db, identity.email, userType)) {
      throw conflict(messages.emailExists)
    }
    const { user, code } = await createAccount(
      deps.db,
      {
        email: identity.email,
        passwordHash: null,
        userType,
        emailVerified: identity.isEmailVerified,
        profilePicture: identity.profilePicture,
        social: { provider: identity.provider, socialId: identity.socialId },
      },
      deps.now(),
    )
    if (code) {
      const target = identity.email
      await deliverCode(deps.ports.messenger, { purpose: 'verify-email', target, code })
    }
    return signedIn(c, deps, user, body.deviceId)
  })
}
