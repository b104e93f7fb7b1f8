/**
 * The social sign-in port: turns a sign-in payload into an identity the server may trust.
 * The sandbox trusts the payload (it comes from the sandbox social provider). A real
 * deployment must plug in `verifyProviderIdToken`, which checks the provider's ID token
 * (signature, audience, expiry) server-side and takes socialId, email and isEmailVerified
 * from the token, never from the request.
 */
import type { SocialLoginType } from '../../shared/contract/account/account.ts'

export interface SocialPayload {
  socialLoginType: SocialLoginType
  socialId: string
  email: string
  isEmailVerified?: boolean
  profilePicture?: string
  idToken?: string
}

export interface SocialIdentity {
  provider: SocialLoginType
  socialId: string
  email: string
  isEmailVerified: boolean
  profilePicture: string
}

export interface SocialIdentityVerifier {
  /** null when the payload cannot be trusted */
  verify(payload: SocialPayload): Promise<SocialIdentity | null>
}

const safePicture = (url: string | undefined) =>
  url && /^https?:\/\/[^\s]+$/i.test(url) ? url : ''

export const sandboxSocialIdentity: SocialIdentityVerifier = {
  async verify(payload) {
    return {
      provider: payload.socialLoginType,
      socialId: payload.socialId,
      email: payload.email.trim().toLowerCase(),
      isEmailVerified: payload.isEmailVerified === true,
      profilePicture: safePicture(payload.profilePicture),
    }
  },
}

/**
 * The real mode's verifier, to be completed with the providers' SDKs (Google's tokeninfo or
 * JWKS, Facebook's debug_token). Until then it trusts nothing, so social sign-in is refused.
 */
export const verifyProviderIdToken: SocialIdentityVerifier = {
  async verify(_payload) {
    return null
  },
}
