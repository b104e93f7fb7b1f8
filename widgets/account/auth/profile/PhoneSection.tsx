/**
 * The phone number on the complete-profile form: added through the number dialog and then
 * the code dialog; once verified it shows with a Change button. Without a verified number
 * the form says 'The phone number is required or verification is pending.'
 */

import { useId, useRef, useState } from 'react'
import { phoneLabel } from '../../../../shared/contract/account/fields.ts'
import type { VerifiedPhone } from '../../../../shared/stores/account/profile-completion.ts'
import { FieldError } from '../Field.tsx'
import { PhoneCodeDialog } from './PhoneCodeDialog.tsx'
import { PhoneDialog, type PhoneEntry } from './PhoneDialog.tsx'

export interface PhoneSectionProps {
  value: VerifiedPhone | null
  onChange: (phone: VerifiedPhone) => void
  error?: string | null | undefined
  onError: (message: string) => void
}

export function PhoneSection({ value, onChange, error, onError }: PhoneSectionProps) {
  const id = useId()
  const [step, setStep] = useState<'closed' | 'number' | { code: PhoneEntry }>('closed')
  const opener = useRef<HTMLButtonElement>(null)
  const close = () => {
    setStep('closed')
    opener.current?.focus()
  }

  return (
    <div className="hire-form-field">
      <p id={`${id}-label`} className="hire-field-label">
        Phone number
      </p>
      <div className="hire-phone-row">
        <p id={`${id}-value`} className={value ? 'hire-phone-value' : 'hire-muted'}>
          {value ? (
            <>
              {phoneLabel(value.countryCode, value.mobileNo)}{' '}
              <span className="hire-badge">Verified</span>
            </>
          ) : (
            'No phone number yet'
          )}
        </p>
        <button
          ref={opener}
          type="button"
          className="hire-button"
          aria-describedby={[`${id}-value`, error ? `${id}-error` : ''].join(' ').trim()}
          aria-haspopup="dialog"
          onClick={() => setStep('number')}
        >
          {value ? 'Change phone number' : 'Add phone number'}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {step === 'number' ? (
        <PhoneDialog
          initial={value ? { iso: value.iso, mobileNo: value.mobileNo } : null}
          onSent={(entry) => setStep({ code: entry })}
          onClose={close}
          onError={onError}
        />
      ) : null}
      {typeof step === 'object' ? (
        <PhoneCodeDialog
          entry={step.code}
          onVerified={() => {
            onChange({
              countryCode: `+${step.code.country.dial}`,
              iso: step.code.country.iso,
              mobileNo: step.code.mobileNo,
            })
            close()
          }}
          onClose={close}
          onError={onError}
        />
      ) : null}
    </div>
  )
}
