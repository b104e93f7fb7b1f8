/**
 * Cards, card tokens, referral credits and the rules every payment-taking call shares
 * (spec part 2 sections 2, 3, 5 and 7; part 3 section 2.7). The card number and CVC never
 * reach our API: a token does (Stripe Elements in production, the sandbox tokeniser here).
 */
import { integer, literal, max, min, object, optional, pattern, size, string } from 'superstruct'
import { rule } from '../account/fields.ts'
import { bookingApiMessages, bookingMessages } from '../booking/messages.ts'
import { id, queryInt } from '../core/fields.ts'

export type { ReferralCredit, ReferralData } from '../account/profile.ts'
// Credits are listed by GET /user/referral, defined with the profile calls.
export { referralQuery, referralRules } from '../account/profile.ts'

export const paymentCalls = {
  /**
   * Sandbox only: what Stripe.js does in the browser. Needs the API key, no user. Answers
   * `CardTokenData`; 400 for a malformed card and 402 for a declined one (4000 0000 0000
   * 0002), both with `bookingMessages.cardInvalid`. The server also checks the Luhn digit
   * and that the expiry has not passed (shared/domain/booking/card-form.ts).
   */
  sandboxToken: { method: 'POST', path: '/sandbox/tokens' },
  /** answers the saved `Card`, which the form then selects */
  addCard: { method: 'POST', path: '/user/card' },
  /** answers `CardsData` */
  cards: { method: 'GET', path: '/user/cards' },
  /** answers the updated `Card` */
  editCard: { method: 'PUT', path: '/user/card' },
  /** answers null */
  deleteCard: { method: 'DELETE', path: '/user/card/:id' },
  /** answers `ReferralData` (profile.ts) */
  credits: { method: 'GET', path: '/user/referral' },
  /**
   * Sandbox only: the caller's charges and refunds as the sandbox processor recorded them
   * (what Stripe's dashboard would show). Answers `SandboxChargesData`.
   */
  sandboxCharges: { method: 'GET', path: '/sandbox/charges' },
} as const

export const deleteCardPath = (cardId: string) => `/user/card/${encodeURIComponent(cardId)}`

/** Payment method: always a card payment. */
export const paymentMethod = 'STRIPE'
export type PaymentMethod = typeof paymentMethod
/* @__NO_SIDE_EFFECTS__ */
export const paymentMethodField = () => literal(paymentMethod)

/**
 * Payment-taking calls (checkout, pick-up balance, overdue charge, change payment, return
 * with a tip) accept this header. The client makes one key per attempt
 * (`crypto.randomUUID()`) and sends the same key when it retries. The server keeps keys
 * for 24 hours per user: the same key with the same body answers the first answer again
 * without charging twice; the same key with another body answers 409
 * (`bookingApiMessages.idempotencyReused`); a key still being processed answers 409
 * (`bookingApiMessages.paymentInProgress`). Without the header each call is a new attempt.
 */
export const idempotencyHeader = 'Idempotency-Key'
export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000
/* @__NO_SIDE_EFFECTS__ */
export const idempotencyKey = () => pattern(size(string(), 8, 128), /^[A-Za-z0-9_-]+$/)

/** Sandbox test cards, as Stripe's test mode knows them. */
export const sandboxCards = {
  succeeds: '4242 4242 4242 4242',
  /** tokenising answers 402 with `bookingMessages.cardInvalid` */
  declines: '4000 0000 0000 0002',
  /** saves, then every charge answers 402 `bookingApiMessages.paymentDeclined` */
  chargeDeclines: '4000 0000 0000 0341',
} as const

/** A saved card (part 2 section 3): never the number, only its last four digits. */
export interface Card {
  id: string
  name: string
  last4: string
  exp_month: number
  exp_year: number
  /** 'visa', 'mastercard', 'amex' or 'card' */
  brand: string
}

export interface CardsData {
  cardsList: Card[]
}

/** What the sandbox tokeniser answers: a single-use token for POST /user/card. */
export interface CardTokenData {
  token: string
  card: Pick<Card, 'name' | 'last4' | 'exp_month' | 'exp_year' | 'brand'>
}

/** Letters and spaces only (part 2 section 5, part 3 section 5). */
export const cardholderNamePattern = /^[A-Za-z][A-Za-z ]*$/

export function checkCardholderName(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return bookingApiMessages.cardholderRequired
  if (trimmed.length > 100) return bookingApiMessages.cardholderName
  return cardholderNamePattern.test(trimmed) ? null : bookingApiMessages.cardholderName
}

/* @__NO_SIDE_EFFECTS__ */
export const cardholderName = () => rule(string(), checkCardholderName)
const expMonth = () => min(max(integer(), 12), 1)
const expYear = () => min(max(integer(), 2099), 2000)
/* @__NO_SIDE_EFFECTS__ */
const cardId = () => size(string(), 1, 100)

/**
 * POST /sandbox/tokens: the fields Stripe Elements collects. Every invalid card answers
 * the spec's one card message, so the form never says which part was wrong.
 */
export const sandboxTokenBody = object({
  number: rule(string(), (value) =>
    /^[\d ]{12,23}$/.test(value) ? null : bookingMessages.cardInvalid,
  ),
  exp_month: expMonth(),
  exp_year: expYear(),
  cvc: rule(string(), (value) => (/^\d{3,4}$/.test(value) ? null : bookingMessages.cardInvalid)),
  name: cardholderName(),
})

export const addCardBody = object({ token: size(string(), 1, 200) })

/** PUT /user/card: the name and expiry only; number and CVC are read-only. */
export const editCardBody = object({
  cardId: cardId(),
  name: cardholderName(),
  exp_month: expMonth(),
  exp_year: expYear(),
})

export const cardParams = object({ id: cardId() })

/** Who can pay with which card: the id of one of the caller's saved cards. */
export const cardIdField = cardId

export const sandboxChargesQuery = object({
  bookingId: optional(id()),
  limit: optional(queryInt(1, 200)),
})

/** One record of the sandbox processor, newest first. Amounts in dollars. */
export interface SandboxCharge {
  _id: string
  kind: 'charge' | 'refund'
  amount: number
  /** the charge a refund gives back */
  chargeId: string | null
  description: string
  bookingId: string | null
  /** CHECKOUT, BALANCE, BOND, CHANGE, OVERDUE or TIP for charges */
  purpose: string | null
  created: string
}

export interface SandboxChargesData {
  list: SandboxCharge[]
  total: number
}
