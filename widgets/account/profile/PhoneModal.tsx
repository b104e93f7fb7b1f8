/**
 * Phone change: a number with its country (the picker starts on Australia and never offers
 * Haiti), an SMS code (POST /user/change-mobileNo), then that code (POST
 * /user/verify-change-otp), after which the number is stored as verified.
 */

import { type FormEvent, useId, useMemo, useState } from 'react'
import { phoneLabel } from '../../../shared/contract/account/fields.ts'
import { checkPhone } from '../../../shared/contract/account/rules.ts'
import { defaultCountryIso, pickerCountries } from '../../../shared/domain/account/countries.ts'
import {
  type PhoneNumber,
  requestPhoneChange,
  verifyPhoneChange,
} from '../../../shared/stores/account/changes.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ChangeActions, CodeStep } from './ChangeSteps.tsx'
import { TextField } from './TextField.tsx'
import { useCodeChange } from './use-code-change.ts'

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
  const { sent, tried, busy, send, code } = useCodeChange<PhoneNumber>(owner, {
    resend: requestPhoneChange,
    verify: verifyPhoneChange,
    saved: phoneMessages.verified,
    onClose,
  })
  const dial = countries.find((country) => country.iso === iso)?.dial ?? '61'
  const sendCode = (event: FormEvent) =>
    send(event, !checkPhone(number, true), async () => {
      const phone = { countryCode: `+${dial}`, mobileNo: number }
      await requestPhoneChange(phone)
      return phone
    })

  return (
    <Dialog
      title={sent ? 'Verify your phone number' : 'Change phone number'}
      className="hire-profile"
      onClose={onClose}
    >
      {sent === null ? (
        <form className="hire-form" noValidate onSubmit={sendCode}>
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
        <CodeStep {...code}>
          We sent a 5-digit code by SMS to {phoneLabel(sent.countryCode, sent.mobileNo)}.
        </CodeStep>
      )}
    </Dialog>
  )
}
