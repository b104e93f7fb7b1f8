/**
 * The cancel request form (spec part 2 sections 2 and 5): a required reason ('field is
 * required'), Send, and a way back to the booking. The page decides what Send does.
 */
import { type FormEvent, useId, useState } from 'react'
import { bookingLimits } from '../../../shared/contract/booking/bookings.ts'
import { checkCancelReason } from '../../../shared/stores/booking/cancel.ts'

export interface CancelFormProps {
  /** sends the request; resolves with the server's refusal, or null once sent */
  onSend: (reason: string) => Promise<string | null>
  backHref: string
}

export function CancelForm({ onSend, backHref }: CancelFormProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const problem = checkCancelReason(reason)
    setError(problem)
    setFailure(null)
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus()
      return
    }
    setSending(true)
    const refused = await onSend(reason)
    setSending(false)
    setFailure(refused)
  }

  return (
    <form className="flow-form" onSubmit={submit} noValidate part="cancel-form">
      <div className="flow-field">
        <label htmlFor={`${id}-reason`}>Reason for cancelling</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={5}
          maxLength={bookingLimits.textMax}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            if (error) setError(null)
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="flow-error">
            {error}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="flow-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="flow-actions">
        <a className="hire-button" href={backHref}>
          Keep booking
        </a>
        <button type="submit" className="hire-button hire-button-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  )
}
