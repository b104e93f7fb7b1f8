/**
 * The sign-in modal any widget can open for a guest (`promptSignIn()`): sign in or sign up
 * without leaving the page. A user whose onboarding is done simply continues where they
 * were (the session store updates every widget, no reload); one with a step left (code,
 * profile, categories) is taken to it. On a partner's page (another origin than the
 * marketplace) the email code step happens in this dialog, so a new account can go on
 * booking there. Errors show inside the dialog.
 */
import { useState } from 'react'
import { $config } from '../../../../shared/config.ts'
import type { NextStep } from '../../../../shared/domain/account/onboarding.ts'
import {
  resendEmailCode,
  storedEmail,
  verifyEmailCode,
} from '../../../../shared/stores/account/codes.ts'
import {
  type AuthPrompt,
  finishPrompt,
  switchPromptMode,
} from '../../../../shared/stores/core/auth-prompt.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { goTo } from '../../navigate.ts'
import { CodeForm } from '../code/CodeForm.tsx'
import { LoginForm } from '../login/LoginForm.tsx'
import { SignupForm } from '../signup/SignupForm.tsx'

export interface SignInDialogProps {
  prompt: AuthPrompt
}

/** Whether this page is another origin than the marketplace (a partner's page). */
function onPartnerPage(): boolean {
  try {
    return new URL($config.get().siteUrl, location.href).origin !== location.origin
  } catch {
    return false
  }
}

export default function SignInDialog({ prompt }: SignInDialogProps) {
  const [error, setError] = useState<string | null>(null)
  const [code, setCode] = useState(false)
  const signup = prompt.mode === 'signup'

  const onSignedIn = (next: NextStep) => {
    if (next.pending === 'Verify' && onPartnerPage()) {
      setError(null)
      setCode(true)
      return
    }
    // Favourite categories are optional: on a partner's page the visitor goes on here.
    if (next.pending && !(next.pending === 'FavCate' && onPartnerPage())) {
      goTo(next.path)
      return
    }
    finishPrompt(prompt.id, true)
  }
  const switchTo = (mode: 'login' | 'signup') => {
    setError(null)
    switchPromptMode(mode)
  }

  return (
    <Dialog
      title={signup ? 'Sign Up' : 'Log In'}
      onClose={() => finishPrompt(prompt.id, false)}
      className="hire-sign-in-dialog"
    >
      {prompt.reason ? <p className="hire-lead">{prompt.reason}</p> : null}
      <div role="alert" className="hire-dialog-error">
        {error ? <p>{error}</p> : null}
      </div>
      {code ? (
        <CodeForm
          email={storedEmail()}
          onVerify={async (otp) => onSignedIn(await verifyEmailCode(otp))}
          onResend={resendEmailCode}
          onError={setError}
        />
      ) : signup ? (
        <SignupForm onSignedIn={onSignedIn} onError={setError} onSwitch={() => switchTo('login')} />
      ) : (
        <LoginForm onSignedIn={onSignedIn} onError={setError} onSwitch={() => switchTo('signup')} />
      )}
      <div className="hire-dialog-actions">
        <button
          type="button"
          className="hire-button"
          onClick={() => finishPrompt(prompt.id, false)}
        >
          Cancel
        </button>
      </div>
    </Dialog>
  )
}
