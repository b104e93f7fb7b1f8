/**
 * The cancel request form (spec part 2 sections 2 and 5): a required reason ('field is
 * required'), Send, and a way back to the booking. The page decides what Send does.
 */
import { type FormEvent, useId, useState } from 'react'
import { checkCancelReason } from '../../../shared/stores/booking/cancel.ts'
import { FormFoot, TextAreaField } from './FormParts.tsx'

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
      <TextAreaField
        id={`${id}-reason`}
        label="Reason for cancelling"
        rows={5}
        value={reason}
        onChange={(value) => {
          setReason(value)
          if (error) setError(null)
        }}
        error={error}
      />
      <FormFoot failure={failure} backHref={backHref} backLabel="Keep booking" disabled={sending}>
        {sending ? 'Sending…' : 'Send'}
      </FormFoot>
    </form>
  )
}
