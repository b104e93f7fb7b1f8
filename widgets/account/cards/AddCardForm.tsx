/**
 * Add card: the cardholder's name (ours: letters and spaces only) and the provider's card
 * fields (sandbox inputs or Stripe Elements, mounted by the payments port into a box this
 * component never reads). Submitting shows progress; on success the card is in $cards,
 * marked as just added, and `onAdded` runs. A refused card says the spec's message in an
 * alert above the buttons.
 */

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import {
  type CardForm,
  CardFormError,
  paymentsPort,
} from '../../../shared/adapters/payments/index.ts'
import { messageOf } from '../../../shared/api/errors.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { checkCardholderName } from '../../../shared/domain/booking/card-form.ts'
import { addCard } from '../../../shared/stores/account/cards.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CardFormOutcome, CardNameField } from './CardFormParts.tsx'
import { usePressGuard } from './use-press-guard.ts'

export interface AddCardFormProps {
  /** the saved card, already in $cards and selected */
  onAdded: (card: Card) => void
  onCancel?: () => void
  /** owner id of the widget's feedback layer (the 'Card added.' toast) */
  owner?: string
  submitLabel?: string
}

type Fields = 'loading' | 'ready' | 'failed'

export function AddCardForm({
  onAdded,
  onCancel,
  owner,
  submitLabel = 'Add card',
}: AddCardFormProps) {
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const pressing = usePressGuard(formRef)
  const nameInput = useRef<HTMLInputElement>(null)
  const form = useRef<CardForm | null>(null)
  const [fields, setFields] = useState<Fields>('loading')
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    let live = true
    paymentsPort().then(
      (port) => {
        if (!live || !box.current) return
        const mounted = port.mountCardForm(box.current, { idPrefix: id })
        form.current = mounted
        mounted.ready.then(
          () => live && setFields('ready'),
          () => live && setFields('failed'),
        )
      },
      () => live && setFields('failed'),
    )
    return () => {
      live = false
      form.current?.destroy()
      form.current = null
    }
  }, [id])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const current = form.current
    if (!current || submitting) return
    setAlert(null)
    const wrongName = checkCardholderName(name)
    setNameError(wrongName)
    // Both are checked so every error shows at once; focus goes to the first wrong field.
    const fieldsRight = current.validate()
    if (wrongName) nameInput.current?.focus()
    if (wrongName || !fieldsRight) return
    setSubmitting(true)
    current.setDisabled(true)
    try {
      const card = await addCard(current, name)
      showSuccess(bookingApiMessages.cardAdded, owner)
      onAdded(card)
    } catch (error) {
      // Field errors are already beside their fields; anything else is said once, here.
      if (!(error instanceof CardFormError && error.reason === 'fields')) {
        setAlert(messageOf(error))
      }
    } finally {
      current.setDisabled(false)
      setSubmitting(false)
    }
  }

  return (
    <form
      ref={formRef}
      className="hire-cards-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
    >
      <CardNameField
        inputRef={nameInput}
        value={name}
        error={nameError}
        disabled={submitting}
        onValue={setName}
        onBlur={(event) => {
          if (name && !pressing(event)) setNameError(checkCardholderName(name))
        }}
      />
      {fields === 'loading' ? (
        <div className="hire-cards-skeletons" role="status" aria-label="Loading the card form">
          <Skeleton height="2.75rem" count={2} />
        </div>
      ) : null}
      <div ref={box} className="hire-card-box" />
      <CardFormOutcome
        alert={
          alert ||
          (fields === 'failed' ? 'The card form could not be loaded. Please try again.' : null)
        }
        working={submitting ? 'Adding your card…' : ''}
      />
      <div className="hire-cards-actions">
        <button
          type="submit"
          className="hire-button hire-button-primary"
          disabled={fields !== 'ready' || submitting}
        >
          {submitting ? 'Adding card…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="hire-button" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}

export default AddCardForm
