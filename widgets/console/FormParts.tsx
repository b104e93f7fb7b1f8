/**
 * The pieces every console form is made of: a labelled text area with its message, and
 * the foot of a form (what went wrong when sending, then the submit button and any other
 * action), and the page a sent form ends on.
 */
import type { ReactNode } from 'react'
import { consolePaths } from './paths.ts'

export function TextAreaField({
  id,
  label,
  rows,
  maxLength,
  value,
  onChange,
  error,
  announce = false,
}: {
  id: string
  label: string
  rows: number
  maxLength: number
  value: string
  onChange: (value: string) => void
  error: string | null
  /** announce the message as it appears (it also says why sending failed) */
  announce?: boolean
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className="console-field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  )
}

export function SendActions({
  failure = null,
  busy,
  label,
  children,
}: {
  failure?: string | null
  busy: boolean
  label: string
  /** actions after the submit button */
  children?: ReactNode
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="console-error">
          {failure}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
          {label}
        </button>
        {children}
      </div>
    </>
  )
}

/** What was sent and what it means, with Ok back to the orders. */
export function SentNote({
  titleId,
  title,
  note,
}: {
  titleId: string
  title: string
  note: string
}) {
  return (
    <section className="console-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{note}</p>
      <div className="console-actions">
        <a className="hire-button hire-button-primary" href={consolePaths.orders}>
          Ok
        </a>
      </div>
    </section>
  )
}
