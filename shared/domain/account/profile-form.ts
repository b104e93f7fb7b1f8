/**
 * The profile page's personal-information form (spec part 1 section 4 "Profile" and
 * section 5): Save is enabled only when first name, last name or address differs from what
 * is stored, or an ID was verified (both ID photos uploaded); names are 3 to 20 letters;
 * an address must be chosen from the suggestions.
 */
import { accountMessages, checkProfileName } from '../../contract/account/rules.ts'

export interface ProfileDraft {
  firstName: string
  lastName: string
  address: string
  /** null until the address is picked from the suggestions */
  latitude: number | null
  longitude: number | null
}

export interface StoredProfile {
  firstName: string
  lastName: string
  location: { address: string; latitude: number | null; longitude: number | null }
}

export interface IdPhotos {
  front: string
  back: string
}

export function draftOf(user: StoredProfile): ProfileDraft {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    address: user.location?.address ?? '',
    latitude: user.location?.latitude ?? null,
    longitude: user.location?.longitude ?? null,
  }
}

/** The first-name wording of the spec's profile name message. */
export const firstNameMessage = accountMessages.lastNameProfile.replace('Last Name', 'First Name')

export function canSaveProfile(
  stored: StoredProfile,
  draft: ProfileDraft,
  idPhotos: IdPhotos | null,
): boolean {
  if (idPhotos?.front && idPhotos.back) return true
  const saved = draftOf(stored)
  return (
    draft.firstName.trim() !== saved.firstName.trim() ||
    draft.lastName.trim() !== saved.lastName.trim() ||
    draft.address.trim() !== saved.address.trim()
  )
}

export interface ProfileErrors {
  firstName?: string
  lastName?: string
  address?: string
}

export function profileErrors(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {}
  if (checkProfileName(draft.firstName)) errors.firstName = firstNameMessage
  const last = checkProfileName(draft.lastName)
  if (last) errors.lastName = last
  if (!draft.address.trim() || draft.latitude === null || draft.longitude === null) {
    errors.address = accountMessages.address
  }
  return errors
}

/** The PATCH /user/profile body: only what changed (the address with its coordinates). */
export function profileUpdate(
  stored: StoredProfile,
  draft: ProfileDraft,
  idPhotos: IdPhotos | null,
): Record<string, string | number> {
  const saved = draftOf(stored)
  const body: Record<string, string | number> = {}
  if (draft.firstName.trim() !== saved.firstName.trim()) body.firstName = draft.firstName.trim()
  if (draft.lastName.trim() !== saved.lastName.trim()) body.lastName = draft.lastName.trim()
  if (
    draft.address.trim() !== saved.address.trim() &&
    draft.latitude !== null &&
    draft.longitude !== null
  ) {
    body.address = draft.address.trim()
    body.latitude = draft.latitude
    body.longitude = draft.longitude
  }
  if (idPhotos?.front && idPhotos.back) {
    body.documentFrontImage = idPhotos.front
    body.documentBackImage = idPhotos.back
  }
  return body
}
