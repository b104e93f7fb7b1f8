/** A labelled input with its error (shown on blur and on Continue), wired for ARIA. */
import { type InputHTMLAttributes, useId } from 'react'

export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** the field was left (its message then shows) */
  onBlur?: (() => void) | undefined
  error?: string | null | undefined
  multiline?: boolean
}

export function Field({ label, value, onChange, onBlur, error, multiline, ...input }: FieldProps) {
  const id = useId()
  const described = error ? `${id}-error` : undefined
  return (
    <div className="wizard-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          maxLength={input.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      ) : (
        <input
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
      {error ? (
        <p id={described} className="wizard-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}) {
  return (
    <label className="wizard-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  )
}

/** A count typed as text: anything not a digit is dropped. */
export function DigitsField({ onChange, ...field }: FieldProps) {
  return (
    <Field
      {...field}
      inputMode="numeric"
      onChange={(value) => onChange(value.replace(/\D/g, ''))}
    />
  )
}
