/**
 * A dialog with one text area limited to 500 characters and a live 'N/500' counter: asking
 * a question, adding or editing an answer. The check runs the contract's rule (same wording
 * as the server); a failed send shows the server's message in place.
 */
import { type FormEvent, useId, useRef, useState } from 'react'
import { questionLimits } from '../../../shared/contract/catalogue/questions.ts'
import { Dialog } from '../Dialog.tsx'

export interface TextDialogProps {
  title: string
  label: string
  submitLabel: string
  initial?: string
  check: (text: string) => string | null
  onSubmit: (text: string) => Promise<unknown>
  onClose: () => void
}

const max = questionLimits.textMax

export function TextDialog({
  title,
  label,
  submitLabel,
  initial = '',
  check,
  onSubmit,
  onClose,
}: TextDialogProps) {
  const id = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState(initial.slice(0, max))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = check(text)
    setError(problem)
    if (problem) {
      field.current?.focus()
      return
    }
    setBusy(true)
    try {
      await onSubmit(text)
    } catch (failure) {
      setError((failure as Error).message)
      setBusy(false)
    }
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocus={field} className="hire-questions-text">
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-text`} className="hire-questions-label">
          {label}
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          value={text}
          maxLength={max}
          rows={5}
          required
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.currentTarget.value.slice(0, max))}
        />
        <p id={`${id}-count`} className="hire-questions-counter" aria-live="polite">
          {text.length}/{max}
        </p>
        {error ? (
          <p id={`${id}-error`} className="hire-questions-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
