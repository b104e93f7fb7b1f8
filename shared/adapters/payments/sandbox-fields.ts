/**
 * The sandbox's own card fields, built with plain DOM so that the card number lives only in
 * these inputs: never in component state, a store or a log. Each field has a visible label,
 * its error text beside it (linked with aria-describedby once shown) and the autocomplete
 * hints browsers and password managers use to fill cards.
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { cardNumberValid, parseExpiry } from '../../domain/booking/card-form.ts'
import { cleanCvc, cvcValid, formatCardNumber, typeExpiry } from './card-input.ts'
import { cardFieldMessages } from './port.ts'

export type SandboxFieldName = 'number' | 'expiry' | 'cvc'

export interface SandboxField {
  name: SandboxFieldName
  input: HTMLInputElement
  error: HTMLElement
  /** the field's error for its current value, or null */
  check(now: number): string | null
}

interface FieldSpec {
  name: SandboxFieldName
  label: string
  autocomplete: string
  placeholder: string
  maxLength: number
  clean(previous: string, typed: string): string
  check(value: string, now: number): string | null
}

const specs: FieldSpec[] = [
  {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    clean: (_previous, typed) => formatCardNumber(typed),
    check: (value) => {
      if (!value.trim()) return cardFieldMessages.numberRequired
      return cardNumberValid(value) ? null : cardFieldMessages.numberInvalid
    },
  },
  {
    name: 'expiry',
    label: 'Expiry date (MM/YY)',
    autocomplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    clean: typeExpiry,
    check: (value, now) => (parseExpiry(value, now) ? null : bookingMessages.expiryInvalid),
  },
  {
    name: 'cvc',
    label: 'CVC',
    autocomplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    clean: (_previous, typed) => cleanCvc(typed),
    check: (value) => (cvcValid(value) ? null : cardFieldMessages.cvcInvalid),
  },
]

function createField(spec: FieldSpec, idPrefix: string, onInput: () => void): SandboxField {
  const id = `${idPrefix}-card-${spec.name}`
  const wrapper = document.createElement('div')
  wrapper.className = `hire-input-field hire-card-${spec.name}`
  const label = document.createElement('label')
  label.htmlFor = id
  label.textContent = spec.label
  const input = document.createElement('input')
  Object.assign(input, {
    id,
    name: `card-${spec.name}`,
    type: 'text',
    inputMode: 'numeric',
    autocomplete: spec.autocomplete,
    placeholder: spec.placeholder,
    maxLength: spec.maxLength,
    className: 'hire-input',
    spellcheck: false,
  })
  input.setAttribute('autocorrect', 'off')
  const error = document.createElement('p')
  error.id = `${id}-error`
  error.className = 'hire-field-error'
  error.hidden = true
  let previous = ''
  input.addEventListener('input', () => {
    const next = spec.clean(previous, input.value)
    if (next !== input.value) input.value = next
    previous = next
    onInput()
  })
  wrapper.append(label, input, error)
  return {
    name: spec.name,
    input,
    error,
    check: (now) => spec.check(input.value, now),
  }
}

/** Shows or clears a field's error, keeping aria-invalid and aria-describedby in step. */
export function showFieldError(field: SandboxField, message: string | null): void {
  field.error.textContent = message ?? ''
  field.error.hidden = !message
  if (message) {
    field.input.setAttribute('aria-invalid', 'true')
    field.input.setAttribute('aria-describedby', field.error.id)
  } else {
    field.input.removeAttribute('aria-invalid')
    field.input.removeAttribute('aria-describedby')
  }
}

/** Builds the number, expiry and CVC fields; `onInput` runs after every keystroke. */
export function createSandboxFields(
  idPrefix: string,
  onInput: (field: SandboxField) => void,
): { root: HTMLElement; fields: SandboxField[] } {
  const root = document.createElement('div')
  root.className = 'hire-card-fields'
  const fields: SandboxField[] = []
  for (const spec of specs) {
    const field: SandboxField = createField(spec, idPrefix, () => onInput(field))
    fields.push(field)
  }
  const [number, expiry, cvc] = fields as [SandboxField, SandboxField, SandboxField]
  const row = document.createElement('div')
  row.className = 'hire-form-row'
  row.append(expiry.input.parentElement as HTMLElement, cvc.input.parentElement as HTMLElement)
  root.append(number.input.parentElement as HTMLElement, row)
  return { root, fields }
}
