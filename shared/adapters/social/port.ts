/**
 * The social sign-in port: asks Google or Facebook who the visitor is and answers the
 * social payload of spec part 1 section 3. The sandbox provider (default) lets the visitor
 * pick a sandbox account offline; the real ones use Google Identity Services and the
 * Facebook JS SDK, whose token the server verifies before believing anything else.
 */
import type { SocialLoginType } from '../../contract/account/account.ts'

export type { SocialLoginType }

export interface SocialProfile {
  socialLoginType: SocialLoginType
  socialId: string
  email: string
  profilePicture?: string
  isEmailVerified?: boolean
  /** Google: the ID token (JWT); Facebook: the user access token */
  idToken?: string
}

export interface SocialSignInPort {
  /** Rejects with an AbortError when the visitor closes the provider's prompt. */
  signIn(provider: SocialLoginType): Promise<SocialProfile>
}

/** `configure({ social: { provider: 'live', googleClientId, facebookAppId } })` */
export interface SocialConfig {
  provider: 'sandbox' | 'live'
  googleClientId?: string
  facebookAppId?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    social?: SocialConfig
  }
}

export function cancelled(message = 'Sign-in was cancelled.'): Error {
  const error = new Error(message)
  error.name = 'AbortError'
  return error
}

/** Injects a provider's script once; resolves when it has loaded. */
export function loadScript(src: string, id: string): Promise<void> {
  const existing = document.getElementById(id) as HTMLScriptElement | null
  if (existing?.dataset.loaded === 'true') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)))
    if (existing) return
    script.id = id
    script.src = src
    script.async = true
    document.head.append(script)
  })
}
