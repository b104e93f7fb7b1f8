/**
 * The foot of a form at the end of a booking (the review, the tip): its message, which the
 * fields name in aria-describedby (`errorId`), then its buttons with the submit last.
 */
import type { ReactNode } from 'react'

export function FormFoot({
  errorId,
  error,
  busy,
  submit,
  children,
}: {
  errorId: string
  error: string | null | undefined
  busy: boolean
  /** the submit button's label */
  submit: string
  /** buttons before the submit */
  children?: ReactNode
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="end-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="end-actions">
        {children}
        <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </>
  )
}
