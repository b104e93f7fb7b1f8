/**
 * Saved cards: POST /user/card {token}, GET /user/cards, PUT /user/card, DELETE
 * /user/card/{id}. In sandbox mode with the sandbox processor, also what Stripe.js and
 * Stripe's dashboard would be: POST /sandbox/tokens (the API key only, no user) and GET
 * /sandbox/charges (the caller's charges and refunds).
 */
import { bookingApiMessages, bookingMessages } from '../../shared/contract/booking/messages.ts'
import {
  addCardBody,
  type Card,
  type CardsData,
  type CardTokenData,
  cardParams,
  editCardBody,
  paymentCalls,
  type SandboxChargesData,
  sandboxChargesQuery,
  sandboxTokenBody,
} from '../../shared/contract/checkout/payments.ts'
import { expiryCurrent } from '../../shared/domain/booking/card-form.ts'
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { tokeniseSandboxCard } from '../ports/payments-sandbox.ts'
import { addCard, deleteCard, editCard, listCards } from '../services/cards.ts'
import { listSandboxCharges } from '../services/sandbox-charges.ts'

export function cardRoutes(calls: CallRoutes, deps: AppDeps) {
  const processor = deps.ports.payments
  const { cardNotFound } = bookingApiMessages

  calls.user(
    paymentCalls.addCard,
    { body: addCardBody, message: bookingApiMessages.cardAdded },
    async ({ caller: { userId }, body: { token } }): Promise<Card> => {
      const card = await addCard(deps.db, processor, { userId, token })
      if (!card) throw badRequest(bookingMessages.cardInvalid)
      return card
    },
  )

  calls.user(paymentCalls.cards, {}, async ({ caller }): Promise<CardsData> => {
    return { cardsList: await listCards(deps.db, caller.userId) }
  })

  calls.user(
    paymentCalls.editCard,
    { body: editCardBody, message: bookingApiMessages.cardUpdated, notFound: cardNotFound },
    ({ caller: { userId }, body }): Promise<Card | null> => {
      if (!expiryCurrent(body, deps.now().getTime())) {
        throw badRequest(bookingMessages.expiryInvalid)
      }
      return editCard(deps.db, processor, { ...body, userId })
    },
  )

  calls.user(
    paymentCalls.deleteCard,
    { params: cardParams, message: bookingApiMessages.cardDeleted },
    async ({ caller: { userId }, params: { id } }) => {
      if (!(await deleteCard(deps.db, processor, { userId, cardId: id }))) {
        throw notFound(cardNotFound)
      }
      return null
    },
  )

  if (!deps.settings.sandbox || processor.name !== 'sandbox') return

  calls.open(
    paymentCalls.sandboxToken,
    { body: sandboxTokenBody },
    async ({ body }): Promise<CardTokenData> => {
      const result = await tokeniseSandboxCard(deps.db, body, deps.now())
      if (!result.ok) throw new HttpError(result.status, bookingMessages.cardInvalid)
      return { token: result.token, card: result.card }
    },
  )

  calls.user(
    paymentCalls.sandboxCharges,
    { query: sandboxChargesQuery },
    ({ caller: { userId }, query }): Promise<SandboxChargesData> =>
      listSandboxCharges(deps.db, { userId, ...query, limit: query.limit ?? 50 }),
  )
}
