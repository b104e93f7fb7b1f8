/**
 * $checkout: 'Confirm and pay' (spec part 2 sections 2, 4, 5, 8 and 9) over the RequestItem
 * session. The hirer picks a card, pay in full (default) or standard deposit, and may turn
 * the referral discount on; the quote is shared/domain's, which the server recomputes.
 *
 * Paying sends one Idempotency-Key per attempt: a retry of the same request (a double
 * click, a timeout, a reload while paying) sends the same key, so the server never charges
 * twice; changing the card, the plan or the discount makes a new attempt. On success the
 * session ends and the answer is kept for the success page.
 */

import { computed, map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import type { ReferralData } from '../../contract/account/profile.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import type { CheckoutData } from '../../contract/booking/records.ts'
import { paymentCalls } from '../../contract/checkout/payments.ts'
import { type CheckoutResult, quoteCheckout } from '../../domain/booking/checkout.ts'
import { couponAllowed, pickCredit } from '../../domain/booking/credits.ts'
import { toCents } from '../../domain/booking/money.ts'
import { attemptFor } from '../lib/payment-attempt.ts'
import { paymentOptions } from '../lib/payment-call.ts'
import { readSessionValue, writeSessionValue } from '../lib/session-value.ts'
import { checkoutBodyOf } from './body.ts'
import {
  endRequestItem,
  type RequestItemSession,
  readRequestItem,
  saveRequestItem,
} from './request-item.ts'

export interface CheckoutValue {
  /** missing: no RequestItem session (the page goes to /); paid: on the way to success */
  status: 'idle' | 'ready' | 'missing' | 'paid'
  session: RequestItemSession | null
  credits: 'idle' | 'loading' | 'ready' | 'error'
  /** the credit a discount would use */
  credit: { id: string; cents: number } | null
  /** why the discount turned itself off */
  discountMessage: string | null
  /** the card is missing, or the server's message for a refused payment */
  error: string | null
  paying: boolean
}

const initial: CheckoutValue = {
  status: 'idle',
  session: null,
  credits: 'idle',
  credit: null,
  discountMessage: null,
  error: null,
  paying: false,
}

export const $checkout = map<CheckoutValue>(initial)

export function quoteFor(session: RequestItemSession, creditCents: number | null, now: number) {
  const { selection } = session
  return quoteCheckout({
    item: session.item,
    period: {
      startDate: selection.startDate,
      endDate: selection.endDate,
      startTime: selection.startTime,
      endTime: selection.endTime,
    },
    quantity: selection.quantity,
    standard: session.standard,
    discount: session.discount,
    creditCents,
    now,
  })
}

/** The quote of the current choices (null before the session is read). */
export const $checkoutQuote = computed($checkout, (value): CheckoutResult | null =>
  value.session ? quoteFor(value.session, value.credit?.cents ?? null, Date.now()) : null,
)

function update(session: RequestItemSession, changes: Partial<CheckoutValue> = {}): void {
  saveRequestItem(session)
  $checkout.set({ ...$checkout.get(), ...changes, session })
}

/** The discount stays on only for a hire of $100 or more and while a credit is there. */
function checkedDiscount(value: CheckoutValue, session: RequestItemSession) {
  if (!session.discount) return { session, discountMessage: value.discountMessage }
  const quote = quoteFor({ ...session, discount: false }, null, Date.now())
  let message: string | null = null
  if (quote.ok && !couponAllowed(quote.quote.hireCents)) message = bookingMessages.couponMinimum
  else if (value.credits === 'ready' && !value.credit)
    message = bookingApiMessages.creditUnavailable
  return message
    ? { session: { ...session, discount: false }, discountMessage: message }
    : { session, discountMessage: null }
}

function updateChecked(value: CheckoutValue, session: RequestItemSession): void {
  const checked = checkedDiscount(value, session)
  update(checked.session, { discountMessage: checked.discountMessage })
}

async function loadCredit(): Promise<void> {
  $checkout.setKey('credits', 'loading')
  try {
    const data = await api.get<ReferralData>(paymentCalls.credits.path, {
      auth: 'bearer',
      query: { pageNo: 1, limit: 50 },
    })
    const unused = (data?.list ?? []).filter((credit) => !credit.isUsed)
    const credit = pickCredit(unused, Date.now())
    const value = {
      ...$checkout.get(),
      credits: 'ready' as const,
      credit: credit ? { id: credit._id, cents: toCents(credit.amount) } : null,
    }
    $checkout.set(value)
    if (value.session) updateChecked(value, value.session)
  } catch {
    // Without the credits the discount can still be asked for; the server decides.
    $checkout.setKey('credits', 'error')
  }
}

/** Reads the session; false when there is none (the page then goes to /). */
export function openCheckout(): boolean {
  const session = readRequestItem()
  if (!session) {
    $checkout.set({ ...initial, status: 'missing' })
    return false
  }
  const value: CheckoutValue = { ...initial, status: 'ready', session }
  $checkout.set(value)
  updateChecked(value, session)
  void loadCredit()
  return true
}

export function selectCard(cardId: string): void {
  const { session } = $checkout.get()
  if (session) update({ ...session, cardId }, { error: null })
}

/** Pay in full (false, the default) or standard deposit (true). */
export function choosePlan(standard: boolean): void {
  const { session } = $checkout.get()
  if (session) update({ ...session, standard })
}

/** The discount toggle: turning it on below $100 (or without a credit) turns it off again. */
export function setDiscount(on: boolean): void {
  const value = $checkout.get()
  if (!value.session) return
  updateChecked({ ...value, discountMessage: null }, { ...value.session, discount: on })
}

/** Pays; resolves with the answer, or null when refused (the message is in `error`). */
export async function pay(): Promise<CheckoutData | null> {
  const value = $checkout.get()
  const session = value.session
  if (!session || value.paying || value.status !== 'ready') return null
  if (!session.cardId) {
    $checkout.setKey('error', bookingMessages.cardRequiredAtCheckout)
    return null
  }
  const result = quoteFor(session, value.credit?.cents ?? null, Date.now())
  if (!result.ok) {
    $checkout.setKey('error', result.message)
    return null
  }
  const body = checkoutBodyOf(session, result.quote, session.cardId)
  const attempt = attemptFor(session.attempt, body)
  update({ ...session, attempt }, { paying: true, error: null })
  try {
    const data = await api.post<CheckoutData>(
      bookingCalls.checkout.path,
      paymentOptions(body, attempt),
    )
    keepLastPayment({ ...data, standard: session.standard })
    endRequestItem()
    $checkout.set({ ...$checkout.get(), status: 'paid', paying: false })
    return data
  } catch (error) {
    const message = messageOf(error)
    $checkout.set({ ...$checkout.get(), paying: false, error: message })
    return null
  }
}

// The answer, for the success page ---------------------------------------------------

export type LastPayment = CheckoutData & { standard: boolean }

// Blocked storage: the success page then shows its heading only.
function keepLastPayment(payment: LastPayment): void {
  writeSessionValue('lastPayment', JSON.stringify(payment))
}

export function readLastPayment(): LastPayment | null {
  try {
    const payment = JSON.parse(readSessionValue('lastPayment') ?? 'null')
    return payment && typeof payment.bookingId === 'string' ? (payment as LastPayment) : null
  } catch {
    return null
  }
}
