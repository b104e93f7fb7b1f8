/**
 * The sandbox card form: our own number, expiry and CVC fields (sandbox-fields.ts), posted
 * to the sandbox tokeniser (POST /sandbox/tokens, what Stripe.js does in a browser) through
 * `shared/api`. Test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
import { api } from '../../api/client.ts'
import { ApiError, messageOf } from '../../api/errors.ts'
import { bookingMessages } from '../../contract/booking/messages.ts'
import { paymentCalls } from '../../contract/checkout/payments.ts'
import { parseExpiry } from '../../domain/booking/card-form.ts'
import { type CardForm, CardFormError, type CardToken, type PaymentsPort } from './port.ts'
import { pressGuard } from './press-guard.ts'
import { createSandboxFields, type SandboxField, showFieldError } from './sandbox-fields.ts'

/** The provider refused the card: 400 (malformed) or 402 (declined), both the spec's message. */
function tokenError(error: unknown): CardFormError {
  if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
    return new CardFormError('declined', bookingMessages.cardInvalid)
  }
  const message = messageOf(error)
  return new CardFormError('failed', message)
}

export function mountSandboxCardForm(
  container: HTMLElement,
  { idPrefix, onChange, onReady }: Parameters<PaymentsPort['mountCardForm']>[1],
  now: () => number = Date.now,
): CardForm {
  const errors = new Map<SandboxField, string | null>()
  const report = () => {
    const shown = [...errors.values()].find(Boolean) ?? null
    const complete = fields.every((field) => field.check(now()) === null)
    onChange?.({ complete, error: shown })
  }
  const setError = (field: SandboxField, message: string | null) => {
    errors.set(field, message)
    showFieldError(field, message)
  }
  const { root, fields } = createSandboxFields(idPrefix, (field) => {
    // An error already shown follows the typing, so it disappears as soon as it is fixed.
    if (errors.get(field)) setError(field, field.check(now()))
    report()
  })
  container.append(root)
  const guard = pressGuard(container.closest('form') ?? container)
  for (const field of fields) {
    field.input.addEventListener('blur', (event) => {
      if (field.input.value && !guard.pressing(event)) setError(field, field.check(now()))
      report()
    })
  }
  onReady?.()

  const value = (name: SandboxField['name']) =>
    fields.find((field) => field.name === name)?.input.value ?? ''

  /** Shows every field's error; the first wrong field, focused, or null. */
  const check = (): SandboxField | null => {
    let firstWrong: SandboxField | null = null
    for (const field of fields) {
      const message = field.check(now())
      setError(field, message)
      if (message) firstWrong ??= field
    }
    report()
    firstWrong?.input.focus()
    return firstWrong
  }

  return {
    ready: Promise.resolve(),
    validate: () => check() === null,
    async tokenize({ name }): Promise<CardToken> {
      const firstWrong = check()
      const expiry = parseExpiry(value('expiry'), now())
      if (firstWrong || !expiry) {
        throw new CardFormError(
          'fields',
          firstWrong?.error.textContent || bookingMessages.cardInvalid,
        )
      }
      try {
        const token = await api.post<CardToken>(paymentCalls.sandboxToken.path, {
          auth: 'basic',
          body: { number: value('number'), cvc: value('cvc'), name: name.trim(), ...expiry },
        })
        // The number and CVC have done their job: no copy stays on the page.
        for (const field of fields) if (field.name !== 'expiry') field.input.value = ''
        return token
      } catch (error) {
        throw tokenError(error)
      }
    },
    setDisabled(disabled) {
      for (const field of fields) field.input.disabled = disabled
    },
    focus() {
      fields[0]?.input.focus()
    },
    destroy() {
      guard.stop()
      root.remove()
    },
  }
}

export const sandboxPayments: PaymentsPort = {
  name: 'sandbox',
  mountCardForm: (container, options) => mountSandboxCardForm(container, options),
}
