/**
 * The payments port: a card form whose number, expiry and CVC fields belong to the card
 * provider, and which turns what was typed into a single-use token for POST /user/card.
 * Our components only ever hold the cardholder name and the token: the card number stays
 * inside the provider's fields (our sandbox inputs, or Stripe's iframe) and goes nowhere but
 * the provider's tokeniser.
 */
import type { CardTokenData } from '../../contract/checkout/payments.ts'

export type CardToken = CardTokenData

/** What the form tells its owner as the visitor types (never the values themselves). */
export interface CardFieldsState {
  /** every field is filled in and looks valid */
  complete: boolean
  /** the first field error shown, if any */
  error: string | null
}

export interface CardFormOptions {
  /** prefix for the fields' ids, unique on the page (React's useId() is fine) */
  idPrefix: string
  onChange?: (state: CardFieldsState) => void
  /** the fields are ready for input (Stripe: its script loaded and the iframe mounted) */
  onReady?: () => void
}

export interface CardForm {
  /** settles once the fields can take input; rejects if the provider could not load */
  readonly ready: Promise<void>
  /**
   * Checks the fields, showing each error beside its field and focusing the first wrong
   * one; true when all are right. Call it before disabling the form to submit.
   */
  validate(): boolean
  /**
   * Checks the fields as `validate` does and asks the provider for a token. Rejects with a
   * `CardFormError`.
   */
  tokenize(details: { name: string }): Promise<CardToken>
  /** disables or enables the fields while the form is submitting */
  setDisabled(disabled: boolean): void
  focus(): void
  /** removes the fields (and, for Stripe, the light-DOM host it made) */
  destroy(): void
}

export interface PaymentsPort {
  readonly name: 'sandbox' | 'stripe'
  /** Mounts the provider's card fields at the end of `container`. */
  mountCardForm(container: HTMLElement, options: CardFormOptions): CardForm
}

/**
 * Why tokenising failed. `fields`: a field is wrong and says so beside itself; `declined`:
 * the provider refused the card (the spec's card message); `failed`: anything else (network,
 * provider unavailable), with the message to show.
 */
export class CardFormError extends Error {
  readonly reason: 'fields' | 'declined' | 'failed'
  constructor(reason: 'fields' | 'declined' | 'failed', message: string) {
    super(message)
    this.name = 'CardFormError'
    this.reason = reason
  }
}

/** Which provider the page uses: `configure({ payments: { provider: 'stripe', publishableKey } })`. */
export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe'
  /** Stripe publishable key, `pk_live_…` or `pk_test_…` (provider 'stripe' only) */
  publishableKey?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    payments?: PaymentsConfig
  }
}

/** Our own wording for the sandbox fields (the spec words only the expiry and the refusal). */
export const cardFieldMessages = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Please enter a valid card number.',
  cvcInvalid: 'Please enter the 3 or 4 digit security code.',
  detailsIncomplete: 'Please complete your card details.',
  providerUnavailable: 'The card form could not be loaded. Please try again.',
} as const
