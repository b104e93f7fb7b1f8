/**
 * The profile: GET, POST (completes onboarding's profile step) and PATCH /user/profile,
 * PATCH /user/profile-picture and the public GET /user/profile-view/{id}.
 */
import { Hono } from 'hono'
import {
  type CompleteProfileData,
  completeProfileBody,
  type ProfileData,
  type ProfileViewData,
  profileCalls,
  profileMessages,
  profilePictureBody,
  profileViewParams,
  updateProfileBody,
} from '../../../shared/contract/account/profile.ts'
import { publicAccess, userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readParams } from '../../http/validate.ts'
import {
  completeProfile,
  setProfilePicture,
  updateProfile,
} from '../../services/account/profile.ts'
import { loadUser } from '../../services/account/users.ts'
import { publicProfile } from '../../services/catalogue/public-profile.ts'
import { currentUser } from './session-answer.ts'

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(profileCalls.profile.path, async (c) => {
    const caller = userAccess(c)
    return ok<ProfileData>(c, { user: await currentUser(c, deps, caller.userId) })
  })

  routes.post(profileCalls.completeProfile.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, completeProfileBody)
    const user = await loadUser(deps.db, caller.userId)
    await completeProfile(deps.db, deps.ports, user, body, deps.now())
    const updated = await currentUser(c, deps, caller.userId)
    return ok<CompleteProfileData>(
      c,
      { profileStep: updated.profileStep, user: updated },
      profileMessages.saved,
    )
  })

  routes.patch(profileCalls.updateProfile.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, updateProfileBody)
    await updateProfile(deps.db, deps.ports, caller.userId, body)
    const user = await currentUser(c, deps, caller.userId)
    return ok<ProfileData>(c, { user }, profileMessages.saved)
  })

  routes.patch(profileCalls.profilePicture.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, profilePictureBody)
    await setProfilePicture(deps.db, deps.ports, caller.userId, body.profilePicture)
    const user = await currentUser(c, deps, caller.userId)
    return ok<ProfileData>(c, { user }, profileMessages.saved)
  })

  routes.get(profileCalls.profileView.path, async (c) => {
    publicAccess(c)
    const { id } = readParams(c, profileViewParams)
    const user = await publicProfile(deps.db, id, absoluteUrls(c, deps))
    if (!user) throw notFound(profileMessages.userNotFound)
    return ok<ProfileViewData>(c, { user })
  })

  return routes
}
