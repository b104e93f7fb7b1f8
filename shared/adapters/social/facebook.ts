/**
 * Facebook sign-in through the Facebook JS SDK (connect.facebook.net/…/sdk.js): FB.login
 * with the email permission, then FB.api('/me') for the profile. The user access token
 * goes to the server as `idToken`, which checks it with Facebook (debug_token).
 */
import { cancelled, loadScript, type SocialProfile } from './port.ts'

export interface FacebookAuthResponse {
  accessToken: string
  userID: string
}

export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(
    callback: (response: { status: string; authResponse: FacebookAuthResponse | null }) => void,
    options?: { scope: string },
  ): void
  api(
    path: string,
    params: { fields: string },
    callback: (response: {
      id?: string
      email?: string
      picture?: { data?: { url?: string } }
      error?: { message?: string }
    }) => void,
  ): void
}

declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

export const facebookApiVersion = 'v19.0'

export async function loadFacebookSdk(): Promise<FacebookSdk> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js', 'hire-facebook-sdk')
  if (!window.FB) throw new Error('Facebook sign-in did not load')
  return window.FB
}

export interface FacebookSignInOptions {
  appId: string
  load?: () => Promise<FacebookSdk>
}

export function createFacebookSignIn(options: FacebookSignInOptions) {
  const load = options.load ?? loadFacebookSdk
  let initialised = false
  return async function signIn(): Promise<SocialProfile> {
    const sdk = await load()
    if (!initialised) {
      sdk.init({ appId: options.appId, version: facebookApiVersion, cookie: false, xfbml: false })
      initialised = true
    }
    const auth = await new Promise<FacebookAuthResponse>((resolve, reject) => {
      sdk.login(
        (response) => {
          if (response.status === 'connected' && response.authResponse) {
            resolve(response.authResponse)
          } else reject(cancelled())
        },
        { scope: 'public_profile,email' },
      )
    })
    const me = await new Promise<{ id: string; email: string; picture: string }>(
      (resolve, reject) => {
        sdk.api('/me', { fields: 'id,email,picture' }, (response) => {
          if (response.error || !response.id) {
            reject(new Error(response.error?.message || 'Facebook did not answer'))
          } else if (!response.email) {
            reject(new Error('Facebook did not share an email address'))
          } else {
            resolve({
              id: response.id,
              email: response.email,
              picture: response.picture?.data?.url ?? '',
            })
          }
        })
      },
    )
    return {
      socialLoginType: 'facebook',
      socialId: me.id || auth.userID,
      email: me.email,
      profilePicture: me.picture,
      // Facebook shares only confirmed addresses.
      isEmailVerified: true,
      idToken: auth.accessToken,
    }
  }
}
