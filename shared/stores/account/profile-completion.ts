/**
 * Completing the profile during onboarding (spec part 1, 'Almost done...'): the phone
 * number verified by SMS code, the digital ID check, ID photos, and the save
 * (POST /user/profile, 414 -> 415). The form's draft is kept in the onboarding session so
 * a trip to the ID photo screen loses nothing.
 */

import { type IdentityResult, identityPort } from '../../adapters/identity/index.ts'
import { api } from '../../api/client.ts'
import {
  type CompleteProfileData,
  type ProfileData,
  profileCalls,
} from '../../contract/account/profile.ts'
import { withPlus } from '../../contract/account/rules.ts'
import { type NextStep, nextStepFor } from '../../domain/account/onboarding.ts'
import { updateSessionUser } from '../core/session.ts'
import { beginStep, readProfileDraft, saveProfileDraft } from './onboarding.ts'

export interface VerifiedPhone {
  /** with its leading plus, e.g. +61 */
  countryCode: string
  /** ISO code of the country picked, to show it again */
  iso: string
  mobileNo: string
}

export interface ChosenAddress {
  address: string
  latitude: number
  longitude: number
}

export interface ProfileDraft {
  firstName: string
  lastName: string
  phone: VerifiedPhone | null
  location: ChosenAddress | null
  identity: IdentityResult | null
}

export const emptyDraft: ProfileDraft = {
  firstName: '',
  lastName: '',
  phone: null,
  location: null,
  identity: null,
}

export function loadDraft(): ProfileDraft {
  return { ...emptyDraft, ...readProfileDraft<ProfileDraft>() }
}

export function keepDraft(draft: ProfileDraft): void {
  saveProfileDraft(draft)
}

/** Sends an SMS code to the number (POST /user/change-mobileNo). */
export async function sendPhoneCode(countryCode: string, mobileNo: string): Promise<void> {
  await api.post(profileCalls.changeMobileNo.path, {
    auth: 'bearer',
    body: { countryCode: withPlus(countryCode), mobileNo: mobileNo.replace(/\s/g, '') },
  })
}

/** Confirms the number with its code; the server then holds it as verified. */
export async function verifyPhoneCode(
  countryCode: string,
  mobileNo: string,
  otp: string,
): Promise<void> {
  const data = await api.post<ProfileData>(profileCalls.verifyChangeOtp.path, {
    auth: 'bearer',
    body: { countryCode: withPlus(countryCode), mobileNo: mobileNo.replace(/\s/g, ''), otp },
  })
  if (data?.user) updateSessionUser(data.user)
}

export async function runIdentityCheck(): Promise<IdentityResult> {
  return (await identityPort()).check()
}

/** Saves the ID photos already uploaded (PATCH /user/profile). */
export async function saveIdPhotos(photos: { front?: string; back?: string }): Promise<void> {
  const data = await api.patch<ProfileData>(profileCalls.updateProfile.path, {
    auth: 'bearer',
    body: {
      ...(photos.front !== undefined ? { documentFrontImage: photos.front } : {}),
      ...(photos.back !== undefined ? { documentBackImage: photos.back } : {}),
    },
  })
  if (data?.user) updateSessionUser(data.user)
}

/** The profile as the server holds it (GET /user/profile), e.g. the ID photos already saved. */
export async function loadProfile(signal?: AbortSignal) {
  const data = await api.get<ProfileData>(profileCalls.profile.path, { auth: 'bearer', signal })
  return data.user
}

export async function completeProfile(draft: ProfileDraft): Promise<NextStep> {
  const { phone, location, identity } = draft
  if (!phone || !location) throw new Error('Please complete every field.')
  const firstName = draft.firstName.trim()
  const lastName = draft.lastName.trim()
  const data = await api.post<CompleteProfileData>(profileCalls.completeProfile.path, {
    auth: 'bearer',
    body: {
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      countryCode: phone.countryCode,
      mobileNo: phone.mobileNo,
      location,
      ...(identity ? { code: identity.code, transaction_id: identity.transaction_id } : {}),
    },
  })
  const next = nextStepFor(data.profileStep)
  updateSessionUser({ ...data.user, profileStep: data.profileStep }, next.isGuestUser)
  saveProfileDraft(null)
  beginStep(next)
  return next
}
