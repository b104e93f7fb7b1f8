/** A labelled input with its error message (announced, and tied to the input). */
import { type InputHTMLAttributes, type Ref, useId } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | null | undefined
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  inputRef,
  ...input
}: TextFieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className="hire-input-field">
      <label htmlFor={`${id}-input`}>{label}</label>
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
      {hint ? (
        <p id={`${id}-hint`} className="hire-hint">
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
