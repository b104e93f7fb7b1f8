/**
 * POST /user/social-login and /user/social-signup. The social identity port decides what
 * to believe: in the sandbox the payload itself, in real mode the provider's ID token.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  type AccountSessionData,
  accountApiMessages,
  accountCalls,
  socialBody,
} from '../../../shared/contract/account/account.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { clientAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, conflict, forbidden } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { sandboxAllowed, sandboxLocalOnly } from '../../http/sandbox-guard.ts'
import { readBody } from '../../http/validate.ts'
import { sandboxSocialIdentity } from '../../ports/social-identity.ts'
import { createAccount } from '../../services/account/accounts.ts'
import { deliverCode } from '../../services/account/code-delivery.ts'
import { linkedUserId } from '../../services/account/social-links.ts'
import { findUserByEmail, loadUser } from '../../services/account/users.ts'
import { signedIn } from './session-answer.ts'

export function socialRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  async function identify(c: Context<AppEnv>) {
    clientAccess(c)
    // The sandbox verifier believes any payload: a sign-in as anyone, so this machine only.
    if (deps.ports.socialIdentity === sandboxSocialIdentity && !sandboxAllowed(c, deps)) {
      throw forbidden(sandboxLocalOnly)
    }
    const body = await readBody(c, socialBody)
    const identity = await deps.ports.socialIdentity.verify(body)
    if (!identity) throw badRequest(accountApiMessages.socialUnverified)
    return { body, identity }
  }

  routes.post(accountCalls.socialLogin.path, async (c) => {
    const { body, identity } = await identify(c)
    const userId = await linkedUserId(deps.db, identity)
    if (!userId) throw badRequest(accountApiMessages.socialUnknown)
    const user = await loadUser(deps.db, userId)
    return ok<AccountSessionData>(c, await signedIn(c, deps, user, body.deviceId))
  })

  routes.post(accountCalls.socialSignup.path, async (c) => {
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
    return ok<AccountSessionData>(c, await signedIn(c, deps, user, body.deviceId))
  })

  return routes
}
