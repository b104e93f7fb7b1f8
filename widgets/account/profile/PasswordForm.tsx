/**
 * Change password: old, new and confirm (PUT /user/change-password). Used in the profile's
 * password modal and on /change-password/{id}. The new password follows the sign-up rule.
 */
import { type FormEvent, useState } from 'react'
import {
  accountLimits,
  accountMessages,
  checkPassword,
} from '../../../shared/contract/account/rules.ts'
import { changePassword } from '../../../shared/stores/account/changes.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { useFocusInvalid } from '../use-focus-invalid.ts'
import { TextField } from './TextField.tsx'
import { useChangeTask } from './use-change-task.ts'

export const passwordMessages = {
  mismatch: 'New password and confirm password must match.',
  changed: accountMessages.saved,
} as const

export interface PasswordErrors {
  oldPassword?: string
  password?: string
  confirm?: string
}

export function passwordErrors(oldPassword: string, password: string, confirm: string) {
  const errors: PasswordErrors = {}
  if (!oldPassword) errors.oldPassword = accountMessages.passwordRequired
  const rule =
    password.length > accountLimits.passwordMax
      ? accountMessages.passwordRule
      : checkPassword(password)
  if (rule) errors.password = rule
  if (confirm !== password) errors.confirm = passwordMessages.mismatch
  return errors
}

export interface PasswordFormProps {
  owner: string
  onDone?: () => void
  onCancel?: () => void
}

export function PasswordForm({ owner, onDone, onCancel }: PasswordFormProps) {
  const [values, setValues] = useState({ oldPassword: '', password: '', confirm: '' })
  const [tried, setTried] = useState(false)
  const { busy, run } = useChangeTask(owner)
  const refused = useFocusInvalid()
  const errors = tried ? passwordErrors(values.oldPassword, values.password, values.confirm) : {}
  /** a password input bound to `name`: its value, setter and message */
  const field = (name: keyof typeof values) => ({
    type: 'password',
    value: values[name],
    onValue: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  })
  const newPassword = { autoComplete: 'new-password', maxLength: accountLimits.passwordMax }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const found = passwordErrors(values.oldPassword, values.password, values.confirm)
    if (Object.keys(found).length > 0) {
      refused(event.currentTarget as HTMLFormElement)
      return
    }
    await run(async () => {
      await changePassword(values.oldPassword, values.password)
      showSuccess(passwordMessages.changed, owner)
      setValues({ oldPassword: '', password: '', confirm: '' })
      setTried(false)
      onDone?.()
    })
  }

  return (
    <form className="hire-form" noValidate onSubmit={submit}>
      <TextField label="Old password" autoComplete="current-password" {...field('oldPassword')} />
      <TextField label="New password" {...newPassword} {...field('password')} />
      <TextField label="Confirm password" {...newPassword} {...field('confirm')} />
      <div className="hire-actions">
        <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
          {busy ? 'Please Wait' : 'Change password'}
        </button>
        {onCancel ? (
          <button type="button" className="hire-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}
