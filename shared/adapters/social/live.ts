/** The real social port: Google and Facebook, each SDK loaded on first use. */
import { createFacebookSignIn, type FacebookSignInOptions } from './facebook.ts'
import { createGoogleSignIn, type GoogleSignInOptions } from './google.ts'
import type { SocialProfile, SocialSignInPort } from './port.ts'

export function createLiveSocial(options: {
  google?: GoogleSignInOptions
  facebook?: FacebookSignInOptions
}): SocialSignInPort {
  const google = options.google ? createGoogleSignIn(options.google) : null
  const facebook = options.facebook ? createFacebookSignIn(options.facebook) : null
  return {
    signIn(provider): Promise<SocialProfile> {
      const run = provider === 'google' ? google : facebook
      if (!run) return Promise.reject(new Error(`${provider} sign-in is not configured.`))
      return run()
    },
  }
}
