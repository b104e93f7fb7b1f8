/**
 * Change requests and cancellation: POST /booking/change/request (hirer), PUT
 * /booking/change/request (supplier's decision), PUT /booking/change-request/payment
 * (Idempotency-Key), PUT /booking/cancel-request (either party), PUT
 * /booking/cancel/accept-decline and POST /dispute (the other party).
 */
import { Hono } from 'hono'
import {
  bookingCalls,
  cancelDecisionBody,
  cancelRequestBody,
  changeDecisionBody,
  changePaymentBody,
  changeRequestBody,
  disputeBody,
} from '../../shared/contract/booking/bookings.ts'
import { bookingApiMessages, bookingNotices } from '../../shared/contract/booking/messages.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readBody } from '../http/validate.ts'
import { answerCancel, openDispute } from '../services/bookings/cancel.ts'
import { decideChange, requestChange } from '../services/bookings/change.ts'
import { payChange } from '../services/bookings/charges.ts'
import { requirePayoutAccount } from '../services/supplier/payout-gate.ts'
import { callOnBooking } from './booking-call.ts'
import { cancelRequestHandler } from './cancel-request.ts'
import { hirerPaymentHandler } from './hirer-payment.ts'

export function bookingChangeRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(bookingCalls.changeRequest.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, changeRequestBody)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, now }, loaded) => ({
      data: await requestChange(tx, loaded, { ...body, userId }, now),
      message: bookingNotices.changeRequestSubmitted,
    }))
  })

  routes.put(bookingCalls.changeDecision.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, changeDecisionBody)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, now }, loaded) => {
      await requirePayoutAccount(tx, loaded, userId)
      const input = { userId, decision: body.bookingStatus }
      return { data: await decideChange(tx, loaded, input, now) }
    })
  })

  routes.put(
    bookingCalls.changePayment.path,
    hirerPaymentHandler(deps, changePaymentBody, payChange),
  )

  routes.put(
    bookingCalls.cancelRequest.path,
    cancelRequestHandler(deps, cancelRequestBody, { message: bookingApiMessages.cancelRequested }),
  )

  routes.put(bookingCalls.cancelDecision.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, cancelDecisionBody)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => {
      const input = { userId, decision: body.bookingStatus }
      return { data: await answerCancel(tx, money, loaded, input, now) }
    })
  })

  routes.post(bookingCalls.dispute.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, disputeBody)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, now }, loaded) => {
      const data = await openDispute(tx, loaded, { userId, ...body }, now)
      return { data, message: bookingApiMessages.disputeOpened }
    })
  })

  return routes
}
