/**
 * The supplier's answer to an order: PUT /orders/approveOrDecline with id and status
 * (APPROVED or DECLINED for a request or an instant booking, APPROVE or DECLINE for a
 * change request). Only the item's supplier may answer, and only once they have payout
 * bank details: without them the answer is 426 and the console prompts for them.
 */
import { Hono } from 'hono'
import { approveOrDeclineBody, bookingCalls } from '../../shared/contract/booking/bookings.ts'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readBody } from '../http/validate.ts'
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

export function orderRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.put(bookingCalls.approveOrDecline.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, approveOrDeclineBody)
    const options = { userId, bookingId: body.id }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => {
      await requirePayoutAccount(tx, loaded, userId)
      const input = { userId, decision: body.status }
      const data = await decideOrder(tx, money, loaded, input, now)
      return { data, message: notices[body.status] }
    })
  })

  // The rest of the supplier console's calls (lists, revenue, cancel, insurance) mount
  // with the orders, so the app registers one supplier entry point.
  routes.route('/', supplierOrderRoutes(deps))
  routes.route('/', supplierClaimRoutes(deps))

  return routes
}
