/**
 * The sandbox social provider: no network, no third party. `signIn()` asks the page to show
 * a chooser of sandbox accounts (`$socialChooser`, rendered by the account widget) and
 * resolves with the account picked, or rejects as cancelled. The sandbox server trusts the
 * payload; a real deployment never uses this provider.
 */
import { atom } from 'nanostores'
import {
  cancelled,
  type SocialLoginType,
  type SocialProfile,
  type SocialSignInPort,
} from './port.ts'

export interface SandboxSocialAccount {
  name: string
  email: string
  socialId: string
}

export const sandboxSocialAccounts: Record<SocialLoginType, SandboxSocialAccount[]> = {
  google: [
    { name: 'Sam Taylor', email: 'sam.taylor.google@example.com', socialId: 'google-sandbox-sam' },
    { name: 'Mia Chen', email: 'mia.chen.google@example.com', socialId: 'google-sandbox-mia' },
  ],
  facebook: [
    { name: 'Alex Nguyen', email: 'alex.nguyen.fb@example.com', socialId: 'facebook-sandbox-alex' },
    { name: 'Ruby Smith', email: 'ruby.smith.fb@example.com', socialId: 'facebook-sandbox-ruby' },
  ],
}

export interface SocialChooserRequest {
  provider: SocialLoginType
  accounts: SandboxSocialAccount[]
  choose(account: { email: string; socialId?: string }): void
  cancel(): void
}

/** The open chooser, if any: the account widget shows it as a dialog. */
export const $socialChooser = atom<SocialChooserRequest | null>(null)

/** A stable sandbox identity for an address typed into the chooser. */
export const sandboxSocialId = (provider: SocialLoginType, email: string) =>
  `${provider}-sandbox-${email.trim().toLowerCase()}`

export const sandboxSocial: SocialSignInPort = {
  signIn(provider) {
    $socialChooser.get()?.cancel()
    return new Promise<SocialProfile>((resolve, reject) => {
      const request: SocialChooserRequest = {
        provider,
        accounts: sandboxSocialAccounts[provider],
        choose(account) {
          if ($socialChooser.get() === request) $socialChooser.set(null)
          const email = account.email.trim().toLowerCase()
          resolve({
            socialLoginType: provider,
            socialId: account.socialId ?? sandboxSocialId(provider, email),
            email,
            isEmailVerified: true,
          })
        },
        cancel() {
          if ($socialChooser.get() === request) $socialChooser.set(null)
          reject(cancelled())
        },
      }
      $socialChooser.set(request)
    })
  },
}
