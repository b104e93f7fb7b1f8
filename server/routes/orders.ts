/**
 * The supplier's answer to an order: PUT /orders/approveOrDecline with id and status
 * (APPROVED or DECLINED for a request or an instant booking, APPROVE or DECLINE for a
 * change request). Only the item's supplier may answer, and only once they have payout
 * bank details: without them the answer is 426 and the console prompts for them.
 */
import { approveOrDeclineBody, bookingCalls } from '../../shared/contract/booking/bookings.ts'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { decideOrder } from '../services/bookings/decisions.ts'
import { requirePayoutAccount } from '../services/supplier/payout-gate.ts'
import { callOnBooking } from './booking-call.ts'
import { supplierClaimRoutes } from './supplier/claims.ts'
import { supplierOrderRoutes } from './supplier/orders.ts'

const notices = {
  APPROVED: bookingApiMessages.bookingApproved,
  DECLINED: bookingApiMessages.bookingDeclined,
  APPROVE: undefined,
  DECLINE: undefined,
} as const

export function orderRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    bookingCalls.approveOrDecline,
    { body: approveOrDeclineBody },
    ({ c, caller: { userId }, body }) =>
      callOnBooking(c, deps, { userId, bookingId: body.id }, async ({ tx, money, now }, loaded) => {
        await requirePayoutAccount(tx, loaded, userId)
        const input = { userId, decision: body.status }
        const data = await decideOrder(tx, money, loaded, input, now)
        return { data, message: notices[body.status] }
      }),
  )

  // The rest of the supplier console's calls (lists, revenue, cancel, insurance) mount
  // with the orders, so the app registers one supplier entry point.
  supplierOrderRoutes(calls, deps)
  supplierClaimRoutes(calls, deps)
}
