/**
 * Edit card (spec part 2 section 5): the name (letters and spaces) and the expiry (MM/YY,
 * slash added as you type, 5 characters) can change; the number and CVC are shown
 * read-only. Each error sits under its field, linked with aria-describedby.
 */

import { type FormEvent, useId, useRef, useState } from 'react'
import { typeExpiry } from '../../../shared/adapters/payments/card-input.ts'
import { messageOf } from '../../../shared/api/errors.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { editCard } from '../../../shared/stores/account/cards.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { CardFormOutcome, CardNameField } from './CardFormParts.tsx'
import { type EditDraft, type EditErrors, editBody, editErrors, initialDraft } from './edit-form.ts'
import { cardLabel } from './labels.ts'
import { usePressGuard } from './use-press-guard.ts'

export interface EditCardDialogProps {
  card: Card
  onClose: () => void
  owner?: string
  /** the clock, for tests */
  now?: () => number
}

const noErrors: EditErrors = { name: null, expiry: null }

export function EditCardDialog({ card, onClose, owner, now = Date.now }: EditCardDialogProps) {
  const id = useId()
  const nameInput = useRef<HTMLInputElement>(null)
  const expiryInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const pressing = usePressGuard(formRef)
  const [draft, setDraft] = useState<EditDraft>(() => initialDraft(card))
  const [errors, setErrors] = useState<EditErrors>(noErrors)
  const [alert, setAlert] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const update = (change: Partial<EditDraft>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    // A shown error follows the typing, so it goes as soon as the field is right.
    const checked = editErrors(next, now())
    setErrors((shown) => ({
      name: shown.name ? checked.name : null,
      expiry: shown.expiry ? checked.expiry : null,
    }))
  }

  const checkOnBlur = (event: { relatedTarget: EventTarget | null }, field: keyof EditErrors) => {
    if (pressing(event)) return
    setErrors((shown) => ({ ...shown, [field]: editErrors(draft, now())[field] }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setAlert(null)
    const checked = editErrors(draft, now())
    setErrors(checked)
    const body = editBody(card, draft, now())
    if (!body) {
      ;(checked.name ? nameInput : expiryInput).current?.focus()
      return
    }
    setSaving(true)
    try {
      await editCard(body)
      showSuccess(bookingApiMessages.cardUpdated, owner)
      onClose()
    } catch (error) {
      setAlert(messageOf(error))
      setSaving(false)
    }
  }

  const errorId = (field: string) => `${id}-${field}-error`
  return (
    <Dialog
      title="Edit card"
      onClose={onClose}
      initialFocus={nameInput}
      className="hire-cards-dialog"
    >
      <form
        ref={formRef}
        className="hire-cards-form"
        noValidate
        onSubmit={submit}
        aria-busy={saving}
      >
        <p className="hire-cards-hint" id={`${id}-hint`}>
          {cardLabel(card)}. The card number and CVC cannot be changed.
        </p>
        <CardNameField
          inputRef={nameInput}
          value={draft.name}
          error={errors.name}
          onValue={(name) => update({ name })}
          onBlur={(event) => checkOnBlur(event, 'name')}
        />
        <div className="hire-input-field">
          <label htmlFor={`${id}-number`}>Card number</label>
          <input
            id={`${id}-number`}
            className="hire-input"
            readOnly
            value={`•••• •••• •••• ${card.last4}`}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="hire-form-row">
          <div className="hire-input-field">
            <label htmlFor={`${id}-expiry`}>Expiry date (MM/YY)</label>
            <input
              ref={expiryInput}
              id={`${id}-expiry`}
              className="hire-input"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              value={draft.expiry}
              aria-invalid={errors.expiry ? true : undefined}
              aria-describedby={errors.expiry ? errorId('expiry') : undefined}
              onChange={(event) =>
                update({ expiry: typeExpiry(draft.expiry, event.currentTarget.value) })
              }
              onBlur={(event) => checkOnBlur(event, 'expiry')}
            />
            {errors.expiry ? (
              <p id={errorId('expiry')} className="hire-field-error">
                {errors.expiry}
              </p>
            ) : null}
          </div>
          <div className="hire-input-field">
            <label htmlFor={`${id}-cvc`}>CVC</label>
            <input
              id={`${id}-cvc`}
              className="hire-input"
              readOnly
              value="•••"
              aria-describedby={`${id}-hint`}
            />
          </div>
        </div>
        <CardFormOutcome alert={alert} working={saving ? 'Saving your card…' : ''} />
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="hire-button hire-button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

export default EditCardDialog
