/**
 * A labelled form field with its error message (announced through aria-describedby and
 * aria-invalid) and an optional hint. Inputs take every native attribute. The sign-in
 * screens draw the input in a bordered row that can hold an addon (Show password); the
 * account pages (`plain`) style the bare input themselves.
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | null | undefined
  hint?: ReactNode
  inputRef?: Ref<HTMLInputElement>
  /** something beside the input, e.g. a show-password button */
  addon?: ReactNode
  /** the account pages' look: no input row, their own label and hint styles */
  plain?: boolean
}

/** The email address field's fixed attributes. */
export const emailInput = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
} as const

export function Field({
  label,
  value,
  onValue,
  error,
  hint,
  inputRef,
  addon,
  plain,
  ...input
}: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  const control = (
    <input
      {...input}
      ref={inputRef}
      id={`${id}-input`}
      className="hire-input"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={described.length ? described.join(' ') : undefined}
      onInput={(event) => onValue(event.currentTarget.value)}
    />
  )
  return (
    <div className={plain ? 'hire-input-field' : 'hire-form-field'}>
      <label className={plain ? undefined : 'hire-field-label'} htmlFor={`${id}-input`}>
        {label}
      </label>
      {plain ? (
        control
      ) : (
        <div className="hire-input-row">
          {control}
          {addon}
        </div>
      )}
      {hint ? (
        <p id={`${id}-hint`} className={plain ? 'hire-hint' : 'hire-field-hint'}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

/**
 * A field's error under it, when there is one: `id` is what the field's aria-describedby
 * names; `alert` also announces it as it appears.
 */
export function FieldError({
  id,
  error,
  alert,
}: {
  id: string
  error: string | null | undefined
  alert?: boolean
}) {
  return error ? (
    <p id={id} className="hire-field-error" role={alert ? 'alert' : undefined}>
      {error}
    </p>
  ) : null
}
