/**
 * The payout bank form (spec part 3 sections 2.7 and 5): holder, BSB and account (digits
 * only), date of birth, address, optional merchant code and business URL, and the ID
 * document's front and back images. Errors show on blur and on save; save is refused
 * until the form is valid, with focus on the first wrong field (the form is taller than a
 * phone). The ID images are uploaded first, then the details are saved.
 */
import { type ReactNode, useId, useState } from 'react'
import {
  type BankField,
  type BankForm as BankFormValue,
  checkBankField,
  checkBankForm,
  checkIdImage,
  digitsOf,
  emptyBankForm,
} from '../../../shared/domain/listings/bank-form.ts'
import { saveBank } from '../../../shared/stores/listings/bank.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { useFocusInvalid } from '../use-focus-invalid.ts'

const labels: Record<keyof BankFormValue, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  bsbNumber: 'BSB',
  accountNumber: 'Account number',
  dob: 'Date of birth',
  city: 'City',
  line1: 'Location',
  state: 'State',
  postalCode: 'Postal code',
  mcc: 'Merchant category code (optional)',
  url: 'Business URL (optional)',
}
const digitFields = new Set<keyof BankFormValue>([
  'bsbNumber',
  'accountNumber',
  'postalCode',
  'mcc',
])

export interface BankFormProps {
  owner: string
  email: string
  initial?: Partial<BankFormValue>
  onDone: (saved: boolean) => void
}

export function BankForm({ owner, email, initial, onDone }: BankFormProps) {
  const id = useId()
  const [form, setForm] = useState<BankFormValue>({ ...emptyBankForm, ...initial })
  const [images, setImages] = useState<{ front: File | null; back: File | null }>({
    front: null,
    back: null,
  })
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({})
  const [busy, setBusy] = useState(false)
  const [info, setInfo] = useState(false)
  const refused = useFocusInvalid()
  const today = new Date()

  const blur = (field: keyof BankFormValue) =>
    setErrors((current) => ({
      ...current,
      [field]: checkBankField(field, form, today) ?? undefined,
    }))

  async function submit(element: HTMLFormElement) {
    const found = checkBankForm(form, images, today)
    setErrors(found)
    if (Object.keys(found).length > 0 || !images.front || !images.back) {
      refused(element)
      return
    }
    setBusy(true)
    const result = await saveBank(form, { front: images.front, back: images.back }, email, owner)
    setBusy(false)
    if (result !== 'failed') onDone(result === 'saved')
  }

  const field = (name: keyof BankFormValue, extra: ReactNode = null) => (
    <div className="hire-bank-field" key={name}>
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      <input
        id={`${id}-${name}`}
        className="hire-input"
        type={name === 'dob' ? 'date' : 'text'}
        inputMode={digitFields.has(name) ? 'numeric' : undefined}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value
          setForm((current) => ({
            ...current,
            [name]: digitFields.has(name) ? digitsOf(text) : text,
          }))
        }}
        onBlur={() => blur(name)}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="hire-field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
      {extra}
    </div>
  )

  const image = (side: 'front' | 'back') => (
    <div className="hire-bank-field">
      <label htmlFor={`${id}-${side}`}>
        ID document ({side === 'front' ? 'front side' : 'back side'})
      </label>
      <input
        id={`${id}-${side}`}
        type="file"
        accept="image/jpeg,image/png"
        aria-invalid={errors[side] ? true : undefined}
        aria-describedby={errors[side] ? `${id}-${side}-error` : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null
          setImages((current) => ({ ...current, [side]: file }))
          setErrors((current) => ({ ...current, [side]: checkIdImage(side, file) ?? undefined }))
        }}
      />
      {errors[side] ? (
        <p id={`${id}-${side}-error`} className="hire-field-error" role="alert">
          {errors[side]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form
      className="hire-cards-form hire-bank-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
    >
      {(Object.keys(labels) as (keyof BankFormValue)[]).map((name) => field(name))}
      <p>
        <button type="button" className="hire-bank-link" onClick={() => setInfo(true)}>
          Which ID documents are accepted?
        </button>
      </p>
      {image('front')}
      {image('back')}
      <div className="hire-cards-actions">
        <button type="button" className="hire-button" onClick={() => onDone(false)}>
          Cancel
        </button>
        <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
          Save
        </button>
      </div>
      {info ? (
        <Dialog title="ID Verification" onClose={() => setInfo(false)} closeButton>
          <p>Accepted documents (front and back scans are needed for cards):</p>
          <ul>
            <li>Passport</li>
            <li>Driver licence</li>
            <li>Photo card</li>
            <li>State licences</li>
            <li>ImmiCard</li>
            <li>Proof of age card</li>
            <li>Defence ID</li>
          </ul>
        </Dialog>
      ) : null}
    </form>
  )
}
