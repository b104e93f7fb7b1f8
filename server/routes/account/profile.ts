/**
 * The profile: GET, POST (completes onboarding's profile step) and PATCH /user/profile,
 * PATCH /user/profile-picture and the public GET /user/profile-view/{id}.
 */
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
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import {
  completeProfile,
  setProfilePicture,
  updateProfile,
} from '../../services/account/profile.ts'
import { loadUser } from '../../services/account/users.ts'
import { publicProfile } from '../../services/catalogue/public-profile.ts'
import { currentUser } from './session-answer.ts'

export function profileRoutes(calls: CallRoutes, deps: AppDeps) {
  const saved = { message: profileMessages.saved }

  calls.user(profileCalls.profile, {}, async ({ c, caller }): Promise<ProfileData> => {
    return { user: await currentUser(c, deps, caller.userId) }
  })

  calls.user(
    profileCalls.completeProfile,
    { ...saved, body: completeProfileBody },
    async ({ c, caller, body }): Promise<CompleteProfileData> => {
      const user = await loadUser(deps.db, caller.userId)
      await completeProfile(deps.db, deps.ports, user, body, deps.now())
      const updated = await currentUser(c, deps, caller.userId)
      return { profileStep: updated.profileStep, user: updated }
    },
  )

  calls.user(
    profileCalls.updateProfile,
    { ...saved, body: updateProfileBody },
    async ({ c, caller, body }): Promise<ProfileData> => {
      await updateProfile(deps.db, deps.ports, caller.userId, body)
      return { user: await currentUser(c, deps, caller.userId) }
    },
  )

  calls.user(
    profileCalls.profilePicture,
    { ...saved, body: profilePictureBody },
    async ({ c, caller, body }): Promise<ProfileData> => {
      await setProfilePicture(deps.db, deps.ports, caller.userId, body.profilePicture)
      return { user: await currentUser(c, deps, caller.userId) }
    },
  )

  calls.public(
    profileCalls.profileView,
    { params: profileViewParams, notFound: profileMessages.userNotFound },
    async ({ c, params }): Promise<ProfileViewData | null> => {
      const user = await publicProfile(deps.db, params.id, absoluteUrls(c, deps))
      return user && { user }
    },
  )
}
