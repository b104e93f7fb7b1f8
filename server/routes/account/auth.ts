/** POST /user/guest-login, /user/login and /user/logout (spec part 1 section 7). */
import { Hono } from 'hono'
import {
  authCalls,
  type GuestLoginData,
  guestLoginBody,
  type LoginData,
  loginBody,
} from '../../../shared/contract/account/auth.ts'
import { throttleMessages, waitLabel } from '../../../shared/contract/account/throttle.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { clientAccess, sessionAccess } from '../../http/auth.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, tooManyRequests } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { readBody } from '../../http/validate.ts'
import { hashPassword, verifyPassword } from '../../services/account/passwords.ts'
import { revokeSession, startSession } from '../../services/account/sessions.ts'
import { beginSignIn, recordSignInSuccess } from '../../services/account/sign-in-throttle.ts'
import { findUserByEmail } from '../../services/account/users.ts'
import { signedIn } from './session-answer.ts'

let decoy: Promise<string> | null = null
const decoyHash = () => {
  decoy ??= hashPassword('decoy password never matches')
  return decoy
}

export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(authCalls.guestLogin.path, async (c) => {
    clientAccess(c)
    const body = await readBody(c, guestLoginBody)
    const accessToken = await startSession(
      deps.db,
      {
        userId: null,
        userType: 'INDIVIDUAL',
        isGuest: true,
        deviceId: body?.deviceId,
      },
      deps.now(),
    )
    return ok<GuestLoginData>(c, { accessToken, userType: 'INDIVIDUAL' })
  })

  routes.post(authCalls.login.path, async (c) => {
    clientAccess(c)
    const body = await readBody(c, loginBody)
    const userType = body.userType ?? 'INDIVIDUAL'
    const now = deps.now()
    const attempt = { email: body.email, userType, address: clientAddress(c, deps) ?? 'unknown' }
    // Counted as a failure before the password is checked (parallel guesses queue).
    const { wait, ticket } = await beginSignIn(deps.db, attempt, now)
    if (!ticket) throw tooManyRequests(throttleMessages.signIn(waitLabel(wait)), wait)
    const user = await findUserByEmail(deps.db, body.email, userType)
    // Same answer, and about the same time, for an unknown email and a wrong password.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()))
    if (!user || !valid) throw badRequest(messages.invalidCredential)
    await recordSignInSuccess(deps.db, attempt, ticket)
    return ok<LoginData>(c, await signedIn(c, deps, user, body.deviceId))
  })

  routes.post(authCalls.logout.path, async (c) => {
    const caller = sessionAccess(c)
    await revokeSession(deps.db, caller.sessionId)
    return ok(c, {}, 'Logged out successfully')
  })

  return routes
}
