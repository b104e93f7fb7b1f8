/**
 * Change requests and cancellation: POST /booking/change/request (hirer), PUT
 * /booking/change/request (supplier's decision), PUT /booking/change-request/payment
 * (Idempotency-Key), PUT /booking/cancel-request (either party), PUT
 * /booking/cancel/accept-decline and POST /dispute (the other party).
 */
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
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { answerCancel, openDispute } from '../services/bookings/cancel.ts'
import { decideChange, requestChange } from '../services/bookings/change.ts'
import { payChange } from '../services/bookings/charges.ts'
import { requirePayoutAccount } from '../services/supplier/payout-gate.ts'
import { onNamedBooking } from './booking-call.ts'
import { cancelRequest } from './cancel-request.ts'
import { hirerPayment } from './hirer-payment.ts'

export function bookingChangeRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(bookingCalls.changeRequest, { body: changeRequestBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx, now }, loaded) => {
      const change = { ...input.body, userId: input.caller.userId }
      const data = await requestChange(tx, loaded, change, now)
      return { data, message: bookingNotices.changeRequestSubmitted }
    }),
  )

  calls.user(bookingCalls.changeDecision, { body: changeDecisionBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx, now }, loaded) => {
      const { userId } = input.caller
      await requirePayoutAccount(tx, loaded, userId)
      const decision = { userId, decision: input.body.bookingStatus }
      return { data: await decideChange(tx, loaded, decision, now) }
    }),
  )

  calls.user(bookingCalls.changePayment, { body: changePaymentBody }, hirerPayment(deps, payChange))

  calls.user(
    bookingCalls.cancelRequest,
    { body: cancelRequestBody },
    cancelRequest(deps, { message: bookingApiMessages.cancelRequested }),
  )

  calls.user(bookingCalls.cancelDecision, { body: cancelDecisionBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx, money, now }, loaded) => {
      const decision = { userId: input.caller.userId, decision: input.body.bookingStatus }
      return { data: await answerCancel(tx, money, loaded, decision, now) }
    }),
  )

  calls.user(bookingCalls.dispute, { body: disputeBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx, now }, loaded) => {
      const dispute = { userId: input.caller.userId, ...input.body }
      const data = await openDispute(tx, loaded, dispute, now)
      return { data, message: bookingApiMessages.disputeOpened }
    }),
  )
}
