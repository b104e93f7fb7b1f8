/**
 * What account calls answer about the user: the account as the profile shows it, and for
 * every call that signs a user in, a new session and where onboarding stands.
 */
import type { Context } from 'hono'
import type { AccountSessionData } from '../../../shared/contract/account/account.ts'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { userTypeOf } from '../../services/account/people.ts'
import { startSession } from '../../services/account/sessions.ts'
import { loadUser, toAccountUser, type UserRow } from '../../services/account/users.ts'

/** The account as stored now, read again after the call's change. */
export async function currentUser(
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: string,
): Promise<AccountUser> {
  return toAccountUser(await loadUser(deps.db, userId), absoluteUrls(c, deps))
}

export async function signedIn(
  c: Context<AppEnv>,
  deps: AppDeps,
  user: UserRow,
  deviceId?: string,
): Promise<AccountSessionData> {
  const userType = userTypeOf(user)
  const accessToken = await startSession(
    deps.db,
    {
      userId: user.id,
      userType,
      isGuest: false,
      deviceId,
    },
    deps.now(),
  )
  return {
    accessToken,
    profileStep: user.profileStep,
    userType,
    user: toAccountUser(user, absoluteUrls(c, deps)),
  }
}
