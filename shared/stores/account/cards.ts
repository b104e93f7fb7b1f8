/**
 * $cards: the signed-in user's saved cards (GET /user/cards), loaded when first watched and
 * again after every sign-in; add (a token from the payments port, then POST /user/card),
 * edit (PUT /user/card: name and expiry only) and delete (DELETE /user/card/{id}).
 *
 * The card number never passes through here: `addCard` hands the provider's form to the
 * provider's tokeniser and only sees the token. `$addedCardId` remembers the card just added
 * (also in sessionStorage, for the page 'Add card' returns to) so it can be selected there.
 */
import { atom, map, onMount } from 'nanostores'
import { type CardForm, CardFormError } from '../../adapters/payments/port.ts'
import { api } from '../../api/client.ts'
import { ApiError, messageOf } from '../../api/errors.ts'
import { bookingMessages } from '../../contract/booking/messages.ts'
import {
  type Card,
  type CardsData,
  deleteCardPath,
  paymentCalls,
} from '../../contract/checkout/payments.ts'
import { checkCardholderName } from '../../domain/booking/card-form.ts'
import { reportError } from '../core/feedback.ts'
import { $signedIn } from '../core/session.ts'
import { readSessionValue, writeSessionValue } from '../lib/session-value.ts'

export interface CardsValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: Card[]
  error?: string
}

const idle: CardsValue = { status: 'idle', list: [] }

export const $cards = map<CardsValue>(idle)

/** The card added most recently on this page or on the 'Add card' page that led here. */
export const $addedCardId = atom<string | null>(null)

// Bumped on sign-out, so an answer for the previous user is dropped.
let generation = 0
// Bumped by every add, edit and delete: a list fetched meanwhile may miss it, so it is fetched again.
let changes = 0
let pending: Promise<void> | null = null

// Blocked storage: the card is still selected on this page.
const stored = () => readSessionValue('addedCard')
const store = (id: string | null) => writeSessionValue('addedCard', id || null)

/** Loads the list (one call at a time); a failure shows in place, with a retry. */
export function loadCards(): Promise<void> {
  if (pending) return pending
  const run = generation
  const seen = changes
  let again = false
  $cards.set({ ...$cards.get(), status: 'loading', error: undefined })
  pending = api
    .get<CardsData>(paymentCalls.cards.path, { auth: 'bearer' })
    .then(
      (data) => {
        if (run !== generation) return
        if (seen !== changes) again = true
        else $cards.set({ status: 'ready', list: data?.cardsList ?? [] })
      },
      (error: unknown) => {
        if (run !== generation) return
        $cards.set({ ...$cards.get(), status: 'error', error: messageOf(error) })
        reportError(error, { silent: true })
      },
    )
    .finally(() => {
      pending = null
    })
    .then(() => (again ? loadCards() : undefined))
  return pending
}

function upsert(card: Card): void {
  changes += 1
  const { list } = $cards.get()
  const next = list.some((item) => item.id === card.id)
    ? list.map((item) => (item.id === card.id ? card : item))
    : [...list, card]
  $cards.set({ status: 'ready', list: next })
}

/**
 * Tokenises the provider's fields with the cardholder's name, saves the token and selects
 * the new card. Rejects with a `CardFormError` for a wrong name, wrong fields or a refused
 * card (the spec's 'Issue in adding the card…'), or with the call's error otherwise.
 */
export async function addCard(form: CardForm, name: string): Promise<Card> {
  const nameError = checkCardholderName(name)
  if (nameError) throw new CardFormError('fields', nameError)
  const { token } = await form.tokenize({ name })
  let card: Card
  try {
    card = await api.post<Card>(paymentCalls.addCard.path, { auth: 'bearer', body: { token } })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
      throw new CardFormError('declined', bookingMessages.cardInvalid)
    }
    throw error
  }
  upsert(card)
  markCardAdded(card.id)
  return card
}

/** Saves a new name and expiry (the number and CVC cannot change). */
export async function editCard(change: {
  cardId: string
  name: string
  exp_month: number
  exp_year: number
}): Promise<Card> {
  const card = await api.put<Card>(paymentCalls.editCard.path, {
    auth: 'bearer',
    body: { ...change, name: change.name.trim() },
  })
  upsert(card)
  return card
}

export async function deleteCard(cardId: string): Promise<void> {
  await api.delete<null>(deleteCardPath(cardId), { auth: 'bearer' })
  changes += 1
  const { list } = $cards.get()
  $cards.set({ status: 'ready', list: list.filter((card) => card.id !== cardId) })
  if ($addedCardId.get() === cardId) forgetAddedCard()
}

export function markCardAdded(cardId: string): void {
  $addedCardId.set(cardId)
  store(cardId)
}

/** The added card has been selected (or shown): it is not selected again on another page. */
export function forgetAddedCard(): void {
  $addedCardId.set(null)
  store(null)
}

onMount($addedCardId, () => {
  if (typeof window !== 'undefined' && !$addedCardId.get()) $addedCardId.set(stored())
})

onMount($cards, () => {
  if (typeof window === 'undefined') return
  return $signedIn.subscribe((signedIn) => {
    if (signedIn) {
      void loadCards()
      return
    }
    generation += 1
    $cards.set(idle)
  })
})
