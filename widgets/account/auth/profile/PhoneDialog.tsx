/**
 * Step one of adding the phone number: country and number, then an SMS code is sent
 * (POST /user/change-mobileNo) and the code dialog takes over.
 */
import { type FormEvent, useState } from 'react'
import { phoneLabel } from '../../../../shared/contract/account/fields.ts'
import { checkPhone } from '../../../../shared/contract/account/rules.ts'
import {
  type Country,
  countryByIso,
  defaultCountry,
} from '../../../../shared/domain/account/countries.ts'
import { sendPhoneCode } from '../../../../shared/stores/account/profile-completion.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Field } from '../Field.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { usePending } from '../use-pending.ts'
import { CountryPicker } from './CountryPicker.tsx'

export interface PhoneEntry {
  country: Country
  mobileNo: string
}

export interface PhoneDialogProps {
  initial?: { iso: string; mobileNo: string } | null
  onSent: (entry: PhoneEntry) => void
  onClose: () => void
  onError: (message: string) => void
}

/** Where the code goes, as the hint names it: the number typed so far, or the country's. */
const smsTo = (country: Country, mobileNo: string) =>
  mobileNo.trim() ? phoneLabel(`+${country.dial}`, mobileNo) : `your +${country.dial} number`

export function PhoneDialog({ initial, onSent, onClose, onError }: PhoneDialogProps) {
  const [country, setCountry] = useState(
    () => (initial && countryByIso(initial.iso)) || defaultCountry(),
  )
  const [mobileNo, setMobileNo] = useState(initial?.mobileNo ?? '')
  const [error, setError] = useState<string | null>(null)
  const { busy, send } = usePending()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    // Only the number's shape is checked here; verification comes with the code.
    const problem = checkPhone(mobileNo, true)
    setError(problem)
    if (problem) return
    void send(async () => {
      await sendPhoneCode(country.dial, mobileNo)
      onSent({ country, mobileNo: mobileNo.replace(/\s/g, '') })
    }, onError)
  }

  return (
    <Dialog title="Add phone number" onClose={onClose} className="hire-phone-dialog">
      <form noValidate onSubmit={submit}>
        <CountryPicker value={country} onChange={setCountry} />
        <Field
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={mobileNo}
          onValue={setMobileNo}
          error={error}
          hint={`We will text a 5-digit code to ${smsTo(country, mobileNo)} to check it.`}
        />
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy}>Send Code</SubmitButton>
        </div>
      </form>
    </Dialog>
  )
}
