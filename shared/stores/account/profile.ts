/**
 * $profile: the signed-in user's own account (GET /user/profile) for the profile, settings
 * and invite pages. Every answer that carries the user updates it, and the header's copy of
 * the user in the session (name, picture, verify status), so the page and the header agree.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { uploadMedia } from '../../api/upload.ts'
import type { UserInfo } from '../../contract/account/auth.ts'
import { type AccountUser, type ProfileData, profileCalls } from '../../contract/account/profile.ts'
import { mediaCalls, mediaMessages, mediaRules } from '../../contract/core/media.ts'
import { messages } from '../../contract/core/messages.ts'
import { reportError } from '../core/feedback.ts'
import { $session, $signedIn } from '../core/session.ts'

export interface ProfileValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  user: AccountUser | null
  error?: string
}

export const $profile = map<ProfileValue>({ status: 'idle', user: null })

const sessionFields = [
  'firstName',
  'lastName',
  'email',
  'profilePicture',
  'verifyStatus',
  'referralCode',
  'profileStep',
] as const

/** Keeps the profile and the session's copy of the user in step with an answer. */
export function applyUser(user: AccountUser): void {
  $profile.set({ status: 'ready', user })
  const { userInfo } = $session.get()
  if (!userInfo || !$signedIn.get()) return
  try {
    const stored = JSON.parse(userInfo) as UserInfo
    const next = { ...stored }
    for (const field of sessionFields) (next as Record<string, unknown>)[field] = user[field]
    $session.setKey('userInfo', JSON.stringify(next))
  } catch {
    // An unreadable stored user is left for the next sign-in to replace.
  }
}

let loading: Promise<void> | null = null

/** Loads the profile (once at a time); failures show in place, not as a toast. */
export function loadProfile(): Promise<void> {
  loading ??= (async () => {
    $profile.set({ status: 'loading', user: $profile.get().user })
    try {
      const data = await api.get<ProfileData>(profileCalls.profile.path, { auth: 'bearer' })
      applyUser(data.user)
    } catch (error) {
      const message = error instanceof Error ? error.message : messages.somethingWentWrong
      $profile.set({ status: 'error', user: $profile.get().user, error: message })
      reportError(error, { silent: true })
    } finally {
      loading = null
    }
  })()
  return loading
}

/** The profile, loaded if it is not yet. */
export function ensureProfile(): Promise<void> {
  const { status } = $profile.get()
  return status === 'ready' || status === 'loading' ? (loading ?? Promise.resolve()) : loadProfile()
}

/** PATCH /user/profile with the changed fields; resolves with the saved user. */
export async function updateProfile(body: Record<string, unknown>): Promise<AccountUser> {
  const data = await api.patch<ProfileData>(profileCalls.updateProfile.path, {
    auth: 'bearer',
    body,
  })
  applyUser(data.user)
  return data.user
}

/** Forgets an uploaded file; files that were never uploads (seeded pictures) are ignored. */
export async function deleteMedia(url: string): Promise<void> {
  if (!url) return
  await api
    .delete(mediaCalls.remove.path, { auth: 'bearer', body: { fileName: url } })
    .catch(() => {
      // Not ours to delete (a seeded picture) or already gone: nothing more to do.
    })
}

/** Shows `url` (an upload of the user's) as the profile picture, then drops the old one. */
export async function setProfilePicture(url: string): Promise<AccountUser> {
  const previous = $profile.get().user?.profilePicture ?? ''
  const data = await api.patch<ProfileData>(profileCalls.profilePicture.path, {
    auth: 'bearer',
    body: { profilePicture: url },
  })
  applyUser(data.user)
  if (previous && previous !== url) await deleteMedia(previous)
  return data.user
}

/** Removes the profile picture and its file. */
export async function removeProfilePicture(): Promise<AccountUser> {
  return setProfilePicture('')
}

/** Why a file cannot be a picture (or an ID photo), or null when it can. */
export function checkImage(file: Blob, kind: 'picture' | 'id'): string | null {
  const types: readonly string[] = kind === 'id' ? mediaRules.idTypes : mediaRules.imageTypes
  if (!types.includes(file.type)) {
    return kind === 'id' ? mediaMessages.idImage : 'Please upload an image (JPEG, PNG, WebP or GIF)'
  }
  return file.size > mediaRules.maxBytes ? mediaMessages.tooLarge : null
}

/** Uploads a new profile picture (reporting progress) and shows it. */
export async function uploadProfilePicture(
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AccountUser> {
  const uploaded = await uploadMedia(file, { onProgress, signal })
  return setProfilePicture(uploaded.url)
}

/** Uploads one side of an identity document; resolves with its URL for PATCH /user/profile. */
export async function uploadIdPhoto(
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const uploaded = await uploadMedia(file, { fields: { purpose: 'id' }, onProgress, signal })
  return uploaded.url
}
