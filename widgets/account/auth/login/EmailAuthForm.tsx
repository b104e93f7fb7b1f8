/**
 * The frame of the email sign-in and sign-up forms (the page's and the sign-in dialog's):
 * the form with its email field first and the mode's fields after it (`children`), Google
 * and Facebook below, and the prompt that leads to the other form.
 */
import type { FormEvent, ReactNode } from 'react'
import type { NextStep } from '../../../../shared/domain/account/onboarding.ts'
import { emailInput, Field, type FieldProps } from '../Field.tsx'
import { SocialButtons } from '../SocialButtons.tsx'
import { SwitchPrompt } from './SwitchPrompt.tsx'

const modes = {
  login: {
    formLabel: 'Log in with email',
    question: 'Don’t have an account?',
    page: '/auth/Signup',
    other: 'Sign Up',
  },
  signup: {
    formLabel: 'Sign up with email',
    question: 'Already have an account?',
    page: '/auth/Login',
    other: 'Log In',
  },
}

/** What the sign-in and sign-up forms take from their page or the dialog. */
export interface EmailAuthProps {
  onSignedIn: (next: NextStep) => void
  onError: (message: string) => void
  /** in the dialog: switch to the other form in place instead of following the link */
  onSwitch?: (() => void) | undefined
}

export interface EmailAuthFormProps extends EmailAuthProps {
  mode: keyof typeof modes
  onSubmit: (event: FormEvent) => void
  /** the email field's value, change and message */
  email: Pick<FieldProps, 'value' | 'onValue' | 'error'>
  /** the fields after the email and the submit button */
  children: ReactNode
  /** what follows the prompt (the sign-up's policy dialog) */
  after?: ReactNode
}

export function EmailAuthForm(props: EmailAuthFormProps) {
  const { mode, onSignedIn, onError } = props
  const words = modes[mode]
  return (
    <div className="hire-auth-form">
      <form noValidate onSubmit={props.onSubmit} aria-label={words.formLabel}>
        <Field {...emailInput} {...props.email} />
        {props.children}
      </form>
      <SocialButtons mode={mode} onSignedIn={onSignedIn} onError={onError} />
      <SwitchPrompt question={words.question} page={words.page} onSwitch={props.onSwitch}>
        {words.other}
      </SwitchPrompt>
      {props.after}
    </div>
  )
}
