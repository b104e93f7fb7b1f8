/**
 * Paying on a booking after checkout (spec part 2 sections 4 and 7): a standard booking's
 * second half before pick-up (PUT /items/pickup/payment) and an approved change's pending
 * amount (PUT /booking/change-request/payment). A card must be chosen ('Please select the
 * card from list or add new card for payment!'). Each attempt sends an Idempotency-Key: a
 * retry of the same body sends the same key, so a double click or a timeout never charges
 * twice; another card or amount is a new attempt with a new key. The server's refusal (402
 * for a declined card, 409 while a payment is in progress, 400 when the amount changed)
 * is kept as `error`.
 */

import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import { bookingMessages } from '../../contract/booking/messages.ts'
import type { BookingPaymentData } from '../../contract/booking/records.ts'
import { paymentMethod } from '../../contract/checkout/payments.ts'
import { toDollars } from '../../domain/booking/money.ts'
import { attemptFor, type PaymentAttempt } from '../lib/payment-attempt.ts'
import { paymentOptions } from '../lib/payment-call.ts'

export type BookingPaymentKind = 'balance' | 'change'

const paths: Record<BookingPaymentKind, string> = {
  balance: bookingCalls.pickUpPayment.path,
  change: bookingCalls.changePayment.path,
}

export interface BookingPaymentValue {
  cardId: string | null
  paying: boolean
  error: string | null
}

export function createBookingPayment(kind: BookingPaymentKind, bookingId: string) {
  const $payment = map<BookingPaymentValue>({ cardId: null, paying: false, error: null })
  let attempt: PaymentAttempt | null = null

  function selectCard(cardId: string): void {
    $payment.set({ ...$payment.get(), cardId, error: null })
  }

  /** Pays `amountCents`; resolves with the answer, or null when refused (see `error`). */
  async function pay(amountCents: number): Promise<BookingPaymentData | null> {
    const value = $payment.get()
    if (value.paying) return null
    if (!value.cardId) {
      $payment.setKey('error', bookingMessages.cardRequiredForPayment)
      return null
    }
    const body = { bookingId, paymentMethod, cardId: value.cardId, amount: toDollars(amountCents) }
    attempt = attemptFor(attempt, body)
    $payment.set({ ...value, paying: true, error: null })
    try {
      const data = await api.put<BookingPaymentData>(paths[kind], paymentOptions(body, attempt))
      $payment.set({ ...$payment.get(), paying: false })
      return data
    } catch (error) {
      const message = messageOf(error)
      $payment.set({ ...$payment.get(), paying: false, error: message })
      return null
    }
  }

  return { $payment, selectCard, pay }
}

export type BookingPayment = ReturnType<typeof createBookingPayment>
