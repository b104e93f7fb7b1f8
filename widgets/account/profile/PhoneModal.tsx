/**
 * Phone change: a number with its country (the picker starts on Australia and never offers
 * Haiti), an SMS code (POST /user/change-mobileNo), then that code (POST
 * /user/verify-change-otp), after which the number is stored as verified.
 */

import { type FormEvent, useId, useMemo, useState } from 'react'
import { phoneLabel } from '../../../shared/contract/account/fields.ts'
import { checkOtp, checkPhone } from '../../../shared/contract/account/rules.ts'
import { defaultCountryIso, pickerCountries } from '../../../shared/domain/account/countries.ts'
import {
  type PhoneNumber,
  requestPhoneChange,
  verifyPhoneChange,
} from '../../../shared/stores/account/changes.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { emptyCode } from '../auth/code/CodeInput.tsx'
import { ChangeActions, CodeStep } from './ChangeSteps.tsx'
import { TextField } from './TextField.tsx'
import { useChangeTask } from './use-change-task.ts'

export const phoneMessages = { verified: 'Successfully Updated' } as const

export interface PhoneModalProps {
  owner: string
  /** the stored calling code (with its plus), to start the picker on */
  countryCode: string
  onClose: () => void
}

export function PhoneModal({ owner, countryCode, onClose }: PhoneModalProps) {
  const id = useId()
  const countries = useMemo(() => pickerCountries(), [])
  const startIso =
    countryCode && countryCode !== '+61'
      ? (countries.find((country) => `+${country.dial}` === countryCode)?.iso ?? defaultCountryIso)
      : defaultCountryIso
  const [iso, setIso] = useState(startIso)
  const [number, setNumber] = useState('')
  const [sent, setSent] = useState<PhoneNumber | null>(null)
  const [digits, setDigits] = useState(emptyCode)
  const [tried, setTried] = useState(false)
  const { busy, run } = useChangeTask(owner)
  const dial = countries.find((country) => country.iso === iso)?.dial ?? '61'

  const send = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (checkPhone(number, true)) return
    const phone = { countryCode: `+${dial}`, mobileNo: number }
    void run(async () => {
      await requestPhoneChange(phone)
      setSent(phone)
      setTried(false)
    })
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!sent || checkOtp(digits)) return
    void run(async () => {
      await verifyPhoneChange(sent, digits.join(''))
      showSuccess(phoneMessages.verified, owner)
      onClose()
    })
  }

  return (
    <Dialog
      title={sent ? 'Verify your phone number' : 'Change phone number'}
      className="hire-profile"
      onClose={onClose}
    >
      {sent === null ? (
        <form className="hire-form" noValidate onSubmit={send}>
          <div className="hire-input-field">
            <label htmlFor={`${id}-country`}>Country</label>
            <select
              id={`${id}-country`}
              className="hire-input"
              value={iso}
              onChange={(event) => setIso(event.currentTarget.value)}
            >
              {countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {`${country.name} (+${country.dial})`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            onValue={setNumber}
            hint={`Sent as +${dial}`}
            error={tried ? checkPhone(number, true) : null}
          />
          <ChangeActions busy={busy} submit="Send code" onCancel={onClose} />
        </form>
      ) : (
        <CodeStep
          digits={digits}
          onDigits={setDigits}
          error={tried ? checkOtp(digits) : null}
          busy={busy}
          onResend={() => void run(() => requestPhoneChange(sent))}
          onVerify={verify}
          onCancel={onClose}
        >
          We sent a 5-digit code by SMS to {phoneLabel(sent.countryCode, sent.mobileNo)}.
        </CodeStep>
      )}
    </Dialog>
  )
}
