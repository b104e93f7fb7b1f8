/**
 * 'Continue with Google' and 'Continue with Facebook' through the social sign-in port.
 * While the provider and our server answer, the buttons show a busy overlay; a failure
 * removes it and shows the message (spec part 1 section 8); closing the provider's prompt
 * is not a failure. The sandbox provider's account chooser renders here.
 */
import { useState } from 'react'
import type { SocialLoginType } from '../../../shared/adapters/social/index.ts'
import { $socialChooser } from '../../../shared/adapters/social/sandbox.ts'
import type { NextStep } from '../../../shared/domain/account/onboarding.ts'
import { signInSocial } from '../../../shared/stores/account/auth-flow.ts'
import { useStore } from '../../runtime/use-store.ts'
import { SocialChooserDialog } from './SocialChooserDialog.tsx'
import { reportFailure } from './use-pending.ts'

export interface SocialButtonsProps {
  mode: 'login' | 'signup'
  onSignedIn: (next: NextStep) => void
  onError: (message: string) => void
}

const providers: { id: SocialLoginType; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
]

export function SocialButtons({ mode, onSignedIn, onError }: SocialButtonsProps) {
  const [busy, setBusy] = useState<SocialLoginType | null>(null)
  const chooser = useStore($socialChooser)
  const verb = mode === 'login' ? 'Log in' : 'Sign up'

  const start = async (provider: SocialLoginType) => {
    if (busy) return
    setBusy(provider)
    try {
      const next = await signInSocial(provider, mode)
      onSignedIn(next)
    } catch (error) {
      setBusy(null)
      reportFailure(error, onError)
    }
  }

  return (
    <div className="hire-social" aria-busy={busy ? true : undefined}>
      <p className="hire-divider">
        <span>or</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`hire-button hire-social-button hire-social-${provider.id}`}
          aria-disabled={busy ? true : undefined}
          onClick={() => void start(provider.id)}
        >
          {busy === provider.id ? 'Please Wait' : `${verb} with ${provider.name}`}
        </button>
      ))}
      {chooser ? <SocialChooserDialog request={chooser} /> : null}
    </div>
  )
}
