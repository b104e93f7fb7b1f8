/**
 * Sign-up (spec part 1, /auth/Signup): email, password (at most 20 characters), an optional
 * 10-character referral code and the terms checkbox. The button looks disabled until the
 * terms are ticked, yet a click still says why. A failed registration shows its message
 * ('Email id already exists' for a known address) and the button returns after a second.
 */
import { useId, useState } from 'react'
import {
  accountLimits,
  checkEmail,
  checkPassword,
  checkReferralCode,
  checkTerms,
} from '../../../../shared/contract/account/rules.ts'
import { contentType } from '../../../../shared/contract/catalogue/home.ts'
import { register } from '../../../../shared/stores/account/auth-flow.ts'
import { siteHref } from '../../navigate.ts'
import { Field, FieldError } from '../Field.tsx'
import { EmailAuthForm, type EmailAuthProps } from '../login/EmailAuthForm.tsx'
import { newPasswordHint, PasswordField } from '../PasswordField.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { useForm } from '../use-form.ts'
import { usePending } from '../use-pending.ts'
import { PolicyDialog } from './PolicyDialog.tsx'

const policies = {
  [contentType.privacyPolicy]: { title: 'Privacy Policy', page: '/auth/accept-policy' },
  [contentType.terms]: { title: 'Terms & Conditions', page: '/auth/accept-tnc' },
} as const

export function SignupForm(props: EmailAuthProps) {
  const form = useForm(
    { email: '', password: '', referralCode: '', terms: false },
    {
      email: checkEmail,
      password: checkPassword,
      referralCode: (value) => checkReferralCode(value.trim()),
      terms: checkTerms,
    },
  )
  const { busy, send } = usePending()
  const [policy, setPolicy] = useState<1 | 2 | null>(null)
  const termsId = useId()

  const submit = form.onSubmit(() => {
    const { email, password, referralCode } = form.values
    void send(
      async () => props.onSignedIn(await register({ email, password, referralCode })),
      props.onError,
    )
  })

  const policyButton = (type: 1 | 2) => (
    <button type="button" className="hire-link" onClick={() => setPolicy(type)}>
      {policies[type].title}
    </button>
  )

  return (
    <EmailAuthForm
      mode="signup"
      {...props}
      onSubmit={submit}
      email={form.field('email')}
      after={
        policy ? (
          <PolicyDialog
            type={policy}
            title={policies[policy].title}
            onClose={() => setPolicy(null)}
          />
        ) : null
      }
    >
      <PasswordField
        label="Password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        hint={newPasswordHint}
        {...form.field('password')}
      />
      <Field
        label="Referral code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={accountLimits.referralCodeLength}
        {...form.field('referralCode')}
      />
      <div className="hire-check">
        <input
          id={termsId}
          type="checkbox"
          checked={form.values.terms}
          aria-invalid={form.errors.terms ? true : undefined}
          aria-describedby={form.errors.terms ? `${termsId}-error` : undefined}
          onChange={(event) => form.set('terms', event.currentTarget.checked)}
        />
        <label htmlFor={termsId}>I agree to the terms and conditions and the privacy policy</label>
      </div>
      <p className="hire-form-aside">
        Read the {policyButton(contentType.terms)} and the {policyButton(contentType.privacyPolicy)}{' '}
        here, or open them in a new tab:{' '}
        <a href={siteHref(policies[2].page)} target="_blank" rel="noopener">
          terms<span className="hire-visually-hidden"> (opens in a new tab)</span>
        </a>
        ,{' '}
        <a href={siteHref(policies[1].page)} target="_blank" rel="noopener">
          privacy<span className="hire-visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <FieldError id={`${termsId}-error`} error={form.errors.terms} alert />
      <SubmitButton busy={busy} looksDisabled={!form.values.terms}>
        Sign Up
      </SubmitButton>
    </EmailAuthForm>
  )
}
