/**
 * The Overdue wizard (spec part 2 sections 2 and 4): the detail's 'Payment' on an OVER_DUE
 * booking opens /booking/delayInReturn?bookingID=…, which starts it; the terms, then the
 * delay summary, then /booking/penaltyAmountPay, which pays POST /overdue/charge with the
 * amount the delay summary showed. On success the wizard ends and the hirer goes back to
 * the booking's detail. The wizard lives in this tab's sessionStorage (wizard-session.ts):
 * starting it ends the other wizards.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { BookingPaymentData } from '../../contract/booking/records.ts'
import { paymentMethod } from '../../contract/checkout/payments.ts'
import { checkCardChosen } from '../../domain/booking/card-form.ts'
import { toDollars } from '../../domain/booking/money.ts'
import { attemptFor, type PaymentAttempt } from '../lib/payment-attempt.ts'
import { paymentOptions } from '../lib/payment-call.ts'
import { endWizard, readWizard, startWizard, updateWizard } from '../lib/wizard-session.ts'

export interface OverdueSession {
  bookingId: string
  termsAccepted: boolean
  cardId: string | null
  attempt: PaymentAttempt | null
}

export function readOverdue(): OverdueSession | null {
  const session = readWizard<OverdueSession>('Overdue')
  return session && typeof session.bookingId === 'string' && session.bookingId
    ? {
        bookingId: session.bookingId,
        termsAccepted: session.termsAccepted === true,
        cardId: typeof session.cardId === 'string' ? session.cardId : null,
        attempt: session.attempt ?? null,
      }
    : null
}

/**
 * Opens the wizard for `bookingId` (from the query), or the running one when there is no
 * query. The same booking keeps its progress (a reload after the terms stays past them).
 */
export function openOverdue(bookingId: string | null): OverdueSession | null {
  const running = readOverdue()
  if (!bookingId) return running
  if (running?.bookingId === bookingId) return running
  const session: OverdueSession = { bookingId, termsAccepted: false, cardId: null, attempt: null }
  startWizard('Overdue', session)
  return session
}

export function acceptOverdueTerms(): OverdueSession | null {
  const session = readOverdue()
  if (!session) return null
  const next = { ...session, termsAccepted: true }
  updateWizard('Overdue', next)
  return next
}

export function chooseOverdueCard(cardId: string): void {
  const session = readOverdue()
  if (session) updateWizard('Overdue', { ...session, cardId })
  $overduePayment.set({ ...$overduePayment.get(), cardId, error: null })
}

export interface OverduePaymentValue {
  cardId: string | null
  paying: boolean
  error: string | null
}

export const $overduePayment = map<OverduePaymentValue>({
  cardId: null,
  paying: false,
  error: null,
})

/** Shows the session's chosen card (after a reload, or back from 'Add card'). */
export function resetOverduePayment(session: OverdueSession | null): void {
  $overduePayment.set({ cardId: session?.cardId ?? null, paying: false, error: null })
}

/**
 * Pays `payNowCents`; resolves with the answer (the wizard has ended), or null when refused
 * (the message is in `$overduePayment.error`).
 */
export async function payOverdue(payNowCents: number): Promise<BookingPaymentData | null> {
  const value = $overduePayment.get()
  const session = readOverdue()
  if (!session || value.paying) return null
  const cardProblem = checkCardChosen(value.cardId, 'payment')
  if (cardProblem || !value.cardId) {
    $overduePayment.setKey('error', cardProblem)
    return null
  }
  const body = {
    bookingId: session.bookingId,
    penality: toDollars(payNowCents),
    cardId: value.cardId,
    paymentMethod,
  }
  const attempt = attemptFor(session.attempt, body)
  updateWizard('Overdue', { ...session, cardId: value.cardId, attempt })
  $overduePayment.set({ ...value, paying: true, error: null })
  try {
    const data = await api.post<BookingPaymentData>(
      bookingCalls.overdueCharge.path,
      paymentOptions(body, attempt),
    )
    endWizard('Overdue')
    $overduePayment.set({ ...$overduePayment.get(), paying: false })
    return data
  } catch (error) {
    $overduePayment.set({ ...$overduePayment.get(), paying: false, error: messageOf(error) })
    return null
  }
}
