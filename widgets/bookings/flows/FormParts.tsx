/**
 * The pieces the flows' forms share: a required text area with its 'field is required'
 * message, and the foot of a form (the server's refusal, then the way back and submit).
 */
import type { ReactNode } from 'react'
import { bookingLimits } from '../../../shared/contract/booking/bookings.ts'

export function TextAreaField({
  id,
  label,
  rows,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  rows: number
  value: string
  onChange: (value: string) => void
  error?: string | null | undefined
}) {
  return (
    <div className="flow-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={bookingLimits.textMax}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="flow-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormFoot({
  failure,
  backHref,
  backLabel,
  disabled,
  children,
}: {
  failure: string | null
  backHref: string
  backLabel: string
  disabled: boolean
  /** the submit button's label */
  children: ReactNode
}) {
  return (
    <>
      {failure ? (
        <p className="flow-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="flow-actions">
        <a className="hire-button" href={backHref}>
          {backLabel}
        </a>
        <button type="submit" className="hire-button hire-button-primary" disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  )
}
