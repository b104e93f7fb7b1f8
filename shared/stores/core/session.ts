/**
 * $session: who is using the page. Persisted under our namespaced storage keys only
 * (`<namespace>:accessToken`, `:userType`, `:userInfo`, `:isGuestUser`, `:useremail`), kept as one
 * browser-wide singleton so two copies of the bundle on one page still share it. On the
 * server each import gets its own store, which is never written: requests share nothing.
 */
import { persistentMap } from '@nanostores/persistent'
import { computed, type MapStore, map, onMount } from 'nanostores'
import { api, bindSession } from '../../api/client.ts'
import type { ApiError } from '../../api/errors.ts'
import { $config } from '../../config.ts'
import {
  authCalls,
  type GuestLoginData,
  type UserInfo,
  type UserType,
} from '../../contract/account/auth.ts'
import { keepInMemoryWhenRefused } from './refused-storage.ts'

export type SessionValue = {
  accessToken?: string
  userType?: UserType
  /** JSON of UserInfo, as the spec stores it */
  userInfo?: string
  /** '1' for guests until onboarding completes */
  isGuestUser?: '0' | '1'
  /** the address being verified or reset (the spec's `useremail`) */
  useremail?: string
}

const registryKey = Symbol.for('hire-marketplace.session')
type Registry = { [registryKey]?: MapStore<SessionValue> }

function createSessionStore(): MapStore<SessionValue> {
  if (typeof window === 'undefined') return map<SessionValue>({})
  const prefix = `${$config.get().namespace}:`
  keepInMemoryWhenRefused(prefix)
  return persistentMap<SessionValue>(prefix, {})
}

function sharedSessionStore(): MapStore<SessionValue> {
  if (typeof window === 'undefined') return createSessionStore()
  const registry = window as unknown as Registry
  registry[registryKey] ??= createSessionStore()
  return registry[registryKey]
}

export const $session = sharedSessionStore()

export const $user = computed($session, (value): UserInfo | null => {
  if (!value.userInfo) return null
  try {
    return JSON.parse(value.userInfo) as UserInfo
  } catch {
    return null
  }
})

/** Signed in as a real account (not a guest). */
export const $signedIn = computed(
  $session,
  (value) => Boolean(value.accessToken) && value.isGuestUser !== '1',
)

let guestLogin: Promise<void> | null = null

/**
 * A partner hand-over code waiting to be spent (stores/account/handover-redeem.ts keeps it
 * under `<namespace>:handover`): the session it brings is on its way, so no guest meanwhile.
 */
function handoverPending(): boolean {
  try {
    return sessionStorage.getItem(`${$config.get().namespace}:handover`) !== null
  } catch {
    return false
  }
}

/** A visitor with no token becomes a guest automatically (POST /user/guest-login). */
export function ensureGuestSession(): Promise<void> {
  if ($session.get().accessToken || handoverPending()) return Promise.resolve()
  guestLogin ??= api
    .post<GuestLoginData>(authCalls.guestLogin.path, { auth: 'basic' })
    .then((data) => {
      if ($session.get().accessToken) return
      $session.set({ accessToken: data.accessToken, userType: 'INDIVIDUAL', isGuestUser: '1' })
    })
    .catch(() => {
      // Public pages still work without a guest token; the next mount tries again.
    })
    .finally(() => {
      guestLogin = null
    })
  return guestLogin
}

/** Stores a signed-in user. */
export function startSession(accessToken: string, userType: UserType, user: UserInfo): void {
  $session.set({
    accessToken,
    userType,
    userInfo: JSON.stringify(user),
    isGuestUser: user.profileStep >= 415 ? '0' : '1',
  })
}

/** Replaces the stored user after an onboarding or profile save; the token stays. */
export function updateSessionUser(user: UserInfo, isGuestUser?: '0' | '1'): void {
  const current = $session.get()
  if (!current.accessToken) return
  $session.set({
    ...current,
    userInfo: JSON.stringify(user),
    isGuestUser: isGuestUser ?? current.isGuestUser,
  })
}

/** Forgets the session: only our own keys are removed. */
export function clearSession(): void {
  $session.set({})
}

/** Logs out on the server, then forgets the session and continues as a guest. */
export async function logOut(): Promise<void> {
  try {
    await api.post(authCalls.logout.path, { auth: 'bearer' })
  } finally {
    clearSession()
    await ensureGuestSession()
  }
}

/**
 * 401, 420 and 501 end the session. Our own site reloads, as the spec says; embedded on a
 * partner page the widgets re-render as guest and the host page is left alone.
 */
export function forceSignOut(_error?: ApiError): void {
  clearSession()
  if ($config.get().reloadOnSignOut && typeof location !== 'undefined') {
    location.reload()
    return
  }
  void ensureGuestSession()
}

bindSession({ token: () => $session.get().accessToken, forcedSignOut: forceSignOut })

// nanostores runs mount listeners last-registered first, so this one runs before the
// persistent store has read the stored token back; deciding then would call guest-login for
// every signed-in page load. Waiting one microtask lets the restore happen first.
onMount($session, () => {
  if (typeof window !== 'undefined') queueMicrotask(() => void ensureGuestSession())
})
