/**
 * $signInHere: whether this page's origin may make signed calls (the API's partner origins
 * allowlist). Asked once, only by widgets embedded on another origin than the marketplace:
 * on a page not on the list, sign-in would fail at the browser's CORS check, so the widget
 * says so where the sign-in would be instead of failing silently. A failed check assumes
 * yes: the list, not a flaky network, decides.
 */
import { atom } from 'nanostores'
import { api } from '../../api/client.ts'

/** GET /partners/origin (shared/contract/partners/calls.ts), written here so the booking
 * panel's chunk imports no contract module (a chunk cycle otherwise). */
const originPath = '/partners/origin'

/** What an embed says where the sign-in would be, on an origin not on the list. */
export const signInUnavailable =
  'Sign-in is not available on this site: it is not one of our partner sites. You can still browse here, or book on the marketplace.'

export type SignInHere = 'unknown' | 'allowed' | 'refused'

export const $signInHere = atom<SignInHere>('unknown')

let asked: Promise<SignInHere> | null = null

export function checkSignInHere(): Promise<SignInHere> {
  asked ??= Promise.resolve()
    .then(() => api.get<{ allowed: boolean }>(originPath, { auth: 'basic' }))
    .then((data) => (data.allowed === false ? 'refused' : 'allowed') as SignInHere)
    .catch(() => 'allowed' as SignInHere)
    .then((answer) => {
      $signInHere.set(answer)
      return answer
    })
  return asked
}

/** Asks again on the next check (tests; a page that changed its API base). */
export function forgetSignInHere(): void {
  asked = null
  $signInHere.set('unknown')
}
