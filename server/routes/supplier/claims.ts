/**
 * The supplier's moves on a booking that are not the booking area's: PUT
 * /booking/cancel/supplier (the supplier asks the hirer to accept a cancellation, which
 * then refunds the hirer in full) and POST /user/insurance/claim.
 */
import { Hono } from 'hono'
import {
  insuranceClaimBody,
  supplierApiMessages,
  supplierCalls,
  supplierCancelBody,
} from '../../../shared/contract/supplier/orders.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { readBody } from '../../http/validate.ts'
import { ownPhotos } from '../../services/bookings/photos.ts'
import { fileClaim } from '../../services/supplier/insurance.ts'
import { callOnBooking } from '../booking-call.ts'
import { cancelRequestHandler } from '../cancel-request.ts'

export function supplierClaimRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const photos = (userId: string, urls: string[] = []) =>
    ownPhotos(deps.db, deps.ports.mediaStorage, userId, urls)

  routes.put(
    supplierCalls.supplierCancel.path,
    cancelRequestHandler(deps, supplierCancelBody, {
      message: supplierApiMessages.cancelRequested,
      onlyRole: 'supplier',
    }),
  )

  routes.post(supplierCalls.insuranceClaim.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, insuranceClaimBody)
    const media = await photos(userId, body.media)
    return callOnBooking(c, deps, { userId, bookingId: body.bookingId }, async ({ tx }, loaded) => {
      const input = { userId, reason: body.reason, details: body.claimDetail, media }
      return { data: await fileClaim(tx, loaded, input), message: supplierApiMessages.claimSaved }
    })
  })

  return routes
}
