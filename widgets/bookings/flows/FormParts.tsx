/**
 * The pieces the flows' forms share: a required text area with its 'field is required'
 * message, and the foot of a form (the server's refusal, then the way back and submit).
 */
import type { ReactNode } from 'react'
import { bookingLimits } from '../../../shared/contract/booking/bookings.ts'
import {
  TextAreaField as SharedTextAreaField,
  type TextAreaFieldProps,
} from '../../ui/fields/TextAreaField.tsx'

const flowField = { field: 'flow-field', error: 'flow-error' }

/** The flows' text areas are required and hold at most the API's text length. */
export function TextAreaField(
  props: Omit<TextAreaFieldProps, 'maxLength' | 'required' | 'classes'>,
) {
  return (
    <SharedTextAreaField
      {...props}
      maxLength={bookingLimits.textMax}
      required
      classes={flowField}
    />
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
