/** POST /user/guest-login, /user/login and /user/logout (spec part 1 section 7). */
import {
  authCalls,
  type GuestLoginData,
  guestLoginBody,
  type LoginData,
  loginBody,
} from '../../../shared/contract/account/auth.ts'
import { throttleMessages, waitLabel } from '../../../shared/contract/account/throttle.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, tooManyRequests } from '../../http/errors.ts'
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

export function authRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.client(
    authCalls.guestLogin,
    { body: guestLoginBody },
    async ({ body }): Promise<GuestLoginData> => {
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
      return { accessToken, userType: 'INDIVIDUAL' }
    },
  )

  calls.client(authCalls.login, { body: loginBody }, async ({ c, body }): Promise<LoginData> => {
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
    return signedIn(c, deps, user, body.deviceId)
  })

  calls.session(authCalls.logout, { message: 'Logged out successfully' }, async ({ caller }) => {
    await revokeSession(deps.db, caller.sessionId)
    return {}
  })
}
