/**
 * Google sign-in through Google Identity Services (accounts.google.com/gsi/client): the
 * prompt answers an ID token (JWT), sent to the server as `idToken`, which verifies it.
 * The profile fields are read from the token's payload for the payload of spec part 1.
 */
import { cancelled, loadScript, type SocialProfile } from './port.ts'

export interface GooglePromptNotification {
  isNotDisplayed(): boolean
  isSkippedMoment(): boolean
  isDismissedMoment?(): boolean
  getDismissedReason?(): string
}

export interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(config: {
        client_id: string
        callback: (response: { credential?: string }) => void
        auto_select?: boolean
        cancel_on_tap_outside?: boolean
        use_fedcm_for_prompt?: boolean
      }): void
      prompt(listener?: (notification: GooglePromptNotification) => void): void
    }
  }
}

export async function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  await loadScript('https://accounts.google.com/gsi/client', 'hire-google-identity')
  // `window.google` is shared with the Maps script; only its `accounts` part is ours here.
  const google = (window as unknown as { google?: Partial<GoogleIdentityServices> }).google
  if (!google?.accounts?.id) throw new Error('Google sign-in did not load')
  return google as GoogleIdentityServices
}

/** The claims of a JWT (not verified here: the server does that). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]
  if (!payload) throw new Error('Google answered an unreadable token')
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
}

export interface GoogleSignInOptions {
  clientId: string
  /** Resolves the GIS namespace; tests pass a fake, browsers load the script. */
  load?: () => Promise<GoogleIdentityServices>
}

export function createGoogleSignIn(options: GoogleSignInOptions) {
  const load = options.load ?? loadGoogleIdentity
  return async function signIn(): Promise<SocialProfile> {
    const google = await load()
    return new Promise<SocialProfile>((resolve, reject) => {
      google.accounts.id.initialize({
        client_id: options.clientId,
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) => {
          if (!credential) return reject(cancelled())
          try {
            const claims = tokenClaims(credential)
            if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
              throw new Error('Google did not share an email address')
            }
            resolve({
              socialLoginType: 'google',
              socialId: claims.sub,
              email: claims.email,
              profilePicture: typeof claims.picture === 'string' ? claims.picture : '',
              isEmailVerified: claims.email_verified === true,
              idToken: credential,
            })
          } catch (error) {
            reject(error)
          }
        },
      })
      google.accounts.id.prompt((notification) => {
        if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(cancelled())
        else if (notification.isDismissedMoment?.()) {
          // 'credential_returned' is the success path, answered through the callback.
          if (notification.getDismissedReason?.() !== 'credential_returned') reject(cancelled())
        }
      })
    })
  }
}
