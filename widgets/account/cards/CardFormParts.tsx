/**
 * What the add and edit card forms share: the 'Name on card' field (letters and spaces kept,
 * its error linked to it) and the form's outcome (an alert above the buttons, and a status
 * that says the form is working). In the `card-form` chunk with the add form, which the edit
 * dialog already imports for its press guard.
 */
import { type FocusEvent, type Ref, useId } from 'react'
import { cleanCardholderName } from '../../../shared/domain/booking/card-form.ts'

export interface CardNameFieldProps {
  inputRef: Ref<HTMLInputElement>
  value: string
  error: string | null
  disabled?: boolean
  /** the typed name, already cleaned */
  onValue: (name: string) => void
  onBlur: (event: FocusEvent<HTMLInputElement>) => void
}

export function CardNameField({
  inputRef,
  value,
  error,
  disabled,
  onValue,
  onBlur,
}: CardNameFieldProps) {
  const id = useId()
  const errorId = `${id}-name-error`
  return (
    <div className="hire-input-field">
      <label htmlFor={`${id}-name`}>Name on card</label>
      <input
        ref={inputRef}
        id={`${id}-name`}
        className="hire-input"
        autoComplete="cc-name"
        maxLength={100}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(cleanCardholderName(event.currentTarget.value))}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="hire-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The form's alert (a refused card, a failed save) and the working status, read once. */
export function CardFormOutcome({ alert, working }: { alert: string | null; working: string }) {
  return (
    <>
      {alert ? (
        <p className="hire-cards-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <span className="hire-visually-hidden" role="status">
        {working}
      </span>
    </>
  )
}
