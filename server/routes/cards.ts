/**
 * Saved cards: POST /user/card {token}, GET /user/cards, PUT /user/card, DELETE
 * /user/card/{id}. In sandbox mode with the sandbox processor, also what Stripe.js and
 * Stripe's dashboard would be: POST /sandbox/tokens (the API key only, no user) and GET
 * /sandbox/charges (the caller's charges and refunds).
 */
import { Hono } from 'hono'
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
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { badRequest, HttpError, notFound } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { readBody, readParams, readQuery } from '../http/validate.ts'
import { tokeniseSandboxCard } from '../ports/payments-sandbox.ts'
import { addCard, deleteCard, editCard, listCards } from '../services/cards.ts'
import { listSandboxCharges } from '../services/sandbox-charges.ts'

export function cardRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const processor = deps.ports.payments

  routes.post(paymentCalls.addCard.path, async (c) => {
    const { userId } = userAccess(c)
    const { token } = await readBody(c, addCardBody)
    const card = await addCard(deps.db, processor, { userId, token })
    if (!card) throw badRequest(bookingMessages.cardInvalid)
    return ok<Card>(c, card, bookingApiMessages.cardAdded)
  })

  routes.get(paymentCalls.cards.path, async (c) => {
    const { userId } = userAccess(c)
    return ok<CardsData>(c, { cardsList: await listCards(deps.db, userId) })
  })

  routes.put(paymentCalls.editCard.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, editCardBody)
    if (!expiryCurrent(body, deps.now().getTime())) throw badRequest(bookingMessages.expiryInvalid)
    const card = await editCard(deps.db, processor, { ...body, userId })
    if (!card) throw notFound(bookingApiMessages.cardNotFound)
    return ok<Card>(c, card, bookingApiMessages.cardUpdated)
  })

  routes.delete(paymentCalls.deleteCard.path, async (c) => {
    const { userId } = userAccess(c)
    const { id } = readParams(c, cardParams)
    if (!(await deleteCard(deps.db, processor, { userId, cardId: id }))) {
      throw notFound(bookingApiMessages.cardNotFound)
    }
    return ok(c, null, bookingApiMessages.cardDeleted)
  })

  if (!deps.settings.sandbox || processor.name !== 'sandbox') return routes

  routes.post(paymentCalls.sandboxToken.path, async (c) => {
    const body = await readBody(c, sandboxTokenBody)
    const result = await tokeniseSandboxCard(deps.db, body, deps.now())
    if (!result.ok) throw new HttpError(result.status, bookingMessages.cardInvalid)
    return ok<CardTokenData>(c, { token: result.token, card: result.card })
  })

  routes.get(paymentCalls.sandboxCharges.path, async (c) => {
    const { userId } = userAccess(c)
    const query = readQuery(c, sandboxChargesQuery)
    const data = await listSandboxCharges(deps.db, { userId, ...query, limit: query.limit ?? 50 })
    return ok<SandboxChargesData>(c, data)
  })

  return routes
}
