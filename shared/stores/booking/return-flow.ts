/**
 * The end of a return (spec part 2 sections 2 and 4): the rating page saves the review in
 * the ReturnPickup wizard (shared/stores/booking/return-wizard.ts), the tip page saves the choice,
 * and the last step sends PUT /items/return with the report, the review and the tip (or
 * none: Skip). The review travels with the return because the server takes reviews only of
 * returned bookings. A tip charges a card, so the call carries an Idempotency-Key per
 * attempt (a declined card rolls the whole return back, and another card can be tried).
 * On success the wizard ends.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { BookingStatusData } from '../../contract/booking/records.ts'
import { messages } from '../../contract/core/messages.ts'
import { checkCardChosen } from '../../domain/booking/card-form.ts'
import { toDollars } from '../../domain/booking/money.ts'
import { readTipChoice, type TipChoice } from '../../domain/booking/tip.ts'
import { attemptFor, type PaymentAttempt } from '../lib/payment-attempt.ts'
import { paymentOptions } from '../lib/payment-call.ts'
import { updateWizard } from '../lib/wizard-session.ts'
import {
  endReturnPickup,
  type ReturnPickupData,
  readReturnPickup,
  readRunning,
  returnBodyOf,
} from './return-wizard.ts'

/** What this flow keeps in the ReturnPickup wizard beside the return form's data. */
interface EndExtras {
  tipChoice?: TipChoice
  cardId?: string
  returnAttempt?: PaymentAttempt
}

type Raw = ReturnPickupData & EndExtras

function raw(): Raw | null {
  return readRunning<Raw>('ReturnPickup')
}

function patch(extras: EndExtras): void {
  const data = raw()
  if (data) updateWizard('ReturnPickup', { ...data, ...extras })
}

export interface ReturnEnd {
  data: ReturnPickupData
  tipChoice: TipChoice | null
  cardId: string | null
}

/** The running return with this flow's choices; null when there is none. */
export function readReturnEnd(): ReturnEnd | null {
  const data = readReturnPickup()
  if (!data) return null
  const extras = raw()
  return {
    data,
    tipChoice: readTipChoice(extras?.tipChoice),
    cardId: typeof extras?.cardId === 'string' ? extras.cardId : null,
  }
}

export const saveTipChoice = (tipChoice: TipChoice) => patch({ tipChoice })

export interface ReturnSendValue {
  cardId: string | null
  sending: boolean
  error: string | null
}

export const $returnSend = map<ReturnSendValue>({ cardId: null, sending: false, error: null })

/** Shows the wizard's chosen card (after a reload, or back from 'Add card'). */
export function resetReturnSend(end: ReturnEnd | null): void {
  $returnSend.set({ cardId: end?.cardId ?? null, sending: false, error: null })
}

export function chooseTipCard(cardId: string): void {
  patch({ cardId })
  $returnSend.set({ ...$returnSend.get(), cardId, error: null })
}

/**
 * Sends the return with a tip of `tipCents` (paid with the chosen card), or without a tip
 * when null. Resolves with the answer (the wizard has ended), or null when refused (the
 * message is in `$returnSend.error`).
 */
export async function sendReturn(tipCents: number | null): Promise<BookingStatusData | null> {
  const value = $returnSend.get()
  const running = raw()
  const data = readReturnPickup()
  if (!running || !data || value.sending) return null
  if (tipCents !== null) {
    const problem = checkCardChosen(value.cardId, 'payment')
    if (problem) {
      $returnSend.setKey('error', problem)
      return null
    }
  }
  const tip =
    tipCents !== null && value.cardId
      ? { tipAmount: toDollars(tipCents), cardId: value.cardId }
      : null
  const body = returnBodyOf(data, tip)
  if (!body) {
    $returnSend.setKey('error', messages.somethingWentWrong)
    return null
  }
  const attempt = attemptFor(running.returnAttempt ?? null, body)
  patch({ returnAttempt: attempt })
  $returnSend.set({ ...value, sending: true, error: null })
  try {
    const answer = await api.put<BookingStatusData>(
      bookingCalls.return.path,
      paymentOptions(body, attempt),
    )
    endReturnPickup()
    $returnSend.set({ ...$returnSend.get(), sending: false })
    return answer
  } catch (error) {
    $returnSend.set({ ...$returnSend.get(), sending: false, error: messageOf(error) })
    return null
  }
}
