/**
 * Cards through Stripe Elements: one `card` element (number, expiry, CVC in Stripe's own
 * iframe) and `stripe.createToken()`, whose token POST /user/card saves. Stripe.js is loaded
 * from https://js.stripe.com/v3 the first time a card form is mounted, never before, and this
 * module itself is imported only when the page configures Stripe (index.ts).
 *
 * Stripe Elements cannot mount inside a shadow root, so the element goes into a light-DOM
 * host shown in the form through a slot (light-dom.ts).
 */
import { bookingMessages } from '../../contract/booking/messages.ts'
import { lightDomHost } from './light-dom.ts'
import {
  type CardFieldsState,
  type CardForm,
  CardFormError,
  type CardFormOptions,
  type CardToken,
  cardFieldMessages,
  type PaymentsPort,
} from './port.ts'

export interface StripeCardChange {
  complete: boolean
  empty: boolean
  error?: { message: string }
}
export interface StripeCardElement {
  mount(target: HTMLElement): void
  on(event: 'change', handler: (event: StripeCardChange) => void): void
  on(event: 'ready', handler: () => void): void
  update(options: { disabled?: boolean }): void
  focus(): void
  destroy(): void
}
export interface StripeTokenResult {
  token?: {
    id: string
    card?: {
      last4: string
      exp_month: number
      exp_year: number
      brand: string
      name?: string | null
    }
  }
  error?: { type?: string; message?: string }
}
export interface StripeInstance {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement }
  createToken(element: StripeCardElement, data?: { name?: string }): Promise<StripeTokenResult>
}
export type StripeFactory = (publishableKey: string) => StripeInstance

declare global {
  interface Window {
    Stripe?: StripeFactory
  }
}

export const stripeScriptUrl = 'https://js.stripe.com/v3'

let loading: Promise<StripeFactory> | undefined

/** Injects Stripe.js once; a failed load may be tried again. */
export function loadStripeScript(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe)
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = stripeScriptUrl
    script.async = true
    const fail = () => {
      loading = undefined
      script.remove()
      reject(new Error('Stripe.js did not load'))
    }
    script.onload = () => {
      if (!window.Stripe) return fail()
      // From now on window.Stripe answers directly.
      loading = undefined
      resolve(window.Stripe)
    }
    script.onerror = fail
    document.head.append(script)
  })
  return loading
}

export interface StripePaymentsOptions {
  publishableKey: string
  /** resolves `window.Stripe`; tests pass a fake, browsers load the script */
  load?: () => Promise<StripeFactory>
}

/** Stripe's iframe cannot see our CSS: hand it the form's own text colour and font. */
function elementStyle(container: HTMLElement): Record<string, unknown> {
  const style = getComputedStyle(container)
  return {
    base: {
      color: style.color || '#1b1f24',
      fontFamily: style.fontFamily || 'system-ui',
      fontSize: '16px',
    },
    invalid: { color: '#c62828' },
  }
}

function brandOf(brand: string | undefined): string {
  const value = (brand ?? '').toLowerCase().replace(/\s+/g, '')
  if (value === 'visa' || value === 'mastercard') return value
  return value === 'americanexpress' || value === 'amex' ? 'amex' : 'card'
}

export function createStripePayments(options: StripePaymentsOptions): PaymentsPort {
  const load = options.load ?? loadStripeScript
  let stripe: Promise<StripeInstance> | undefined

  function mountCardForm(
    container: HTMLElement,
    { idPrefix, onChange, onReady }: CardFormOptions,
  ): CardForm {
    stripe ??= load().then((factory) => factory(options.publishableKey))
    stripe.catch(() => {
      stripe = undefined
    })
    const field = document.createElement('div')
    field.className = 'hire-input-field hire-card-element'
    const label = document.createElement('span')
    label.id = `${idPrefix}-card-label`
    label.className = 'hire-field-label'
    label.textContent = 'Card details'
    const error = document.createElement('p')
    error.id = `${idPrefix}-card-error`
    error.className = 'hire-field-error'
    error.setAttribute('aria-live', 'polite')
    field.append(label)
    container.append(field)
    const host = lightDomHost(field)
    field.append(error)
    let state: CardFieldsState = { complete: false, error: null }
    let card: StripeCardElement | undefined
    let destroyed = false
    const show = (message: string | null) => {
      state = { ...state, error: message }
      error.textContent = message ?? ''
      onChange?.(state)
    }

    const ready = stripe.then(
      (instance) => {
        if (destroyed) return
        card = instance
          .elements()
          .create('card', { hidePostalCode: true, style: elementStyle(container) })
        card.on('change', (event) => {
          state = { complete: event.complete, error: state.error }
          show(event.error?.message ?? null)
        })
        card.on('ready', () => onReady?.())
        card.mount(host.element)
      },
      () => {
        show(cardFieldMessages.providerUnavailable)
        throw new CardFormError('failed', cardFieldMessages.providerUnavailable)
      },
    )
    ready.catch(() => {})

    const check = (): boolean => {
      if (!card) return false
      if (state.complete && !state.error) return true
      show(state.error ?? cardFieldMessages.detailsIncomplete)
      card.focus()
      return false
    }

    return {
      ready,
      validate: check,
      async tokenize({ name }): Promise<CardToken> {
        await ready
        const instance = await stripe
        if (!card || !instance) {
          throw new CardFormError('failed', cardFieldMessages.providerUnavailable)
        }
        if (!check()) {
          throw new CardFormError('fields', state.error ?? cardFieldMessages.detailsIncomplete)
        }
        const result = await instance.createToken(card, { name: name.trim() })
        if (!result.token) {
          if (result.error?.type === 'validation_error' && result.error.message) {
            show(result.error.message)
            throw new CardFormError('fields', result.error.message)
          }
          throw new CardFormError('declined', bookingMessages.cardInvalid)
        }
        const details = result.token.card
        return {
          token: result.token.id,
          card: {
            name: details?.name ?? name.trim(),
            last4: details?.last4 ?? '',
            exp_month: details?.exp_month ?? 0,
            exp_year: details?.exp_year ?? 0,
            brand: brandOf(details?.brand),
          },
        }
      },
      setDisabled(disabled) {
        card?.update({ disabled })
      },
      focus() {
        card?.focus()
      },
      destroy() {
        destroyed = true
        card?.destroy()
        host.release()
        field.remove()
      },
    }
  }

  return { name: 'stripe', mountCardForm }
}
