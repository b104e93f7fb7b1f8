/**
 * A labelled form field with its error message (announced through aria-describedby and
 * aria-invalid) and an optional hint. Inputs take every native attribute.
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
}

export function Field({
  label,
  value,
  onValue,
  error,
  hint,
  inputRef,
  addon,
  ...input
}: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return (
    <div className="hire-form-field">
      <label className="hire-field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="hire-input-row">
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
        {addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="hire-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="hire-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
