/**
 * The supplier's moves on a booking that are not the booking area's: PUT
 * /booking/cancel/supplier (the supplier asks the hirer to accept a cancellation, which
 * then refunds the hirer in full) and POST /user/insurance/claim.
 */
import {
  insuranceClaimBody,
  supplierApiMessages,
  supplierCalls,
  supplierCancelBody,
} from '../../../shared/contract/supplier/orders.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { ownPhotos } from '../../services/bookings/photos.ts'
import { fileClaim } from '../../services/supplier/insurance.ts'
import { onNamedBooking } from '../booking-call.ts'
import { cancelRequest } from '../cancel-request.ts'

export function supplierClaimRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    supplierCalls.supplierCancel,
    { body: supplierCancelBody },
    cancelRequest(deps, { message: supplierApiMessages.cancelRequested, onlyRole: 'supplier' }),
  )

  calls.user(supplierCalls.insuranceClaim, { body: insuranceClaimBody }, async (input) => {
    const { caller, body } = input
    const media = await ownPhotos(deps.db, deps.ports.mediaStorage, caller.userId, body.media ?? [])
    return onNamedBooking(deps, input, async ({ tx }, loaded) => {
      const claim = { userId: caller.userId, reason: body.reason, details: body.claimDetail, media }
      return { data: await fileClaim(tx, loaded, claim), message: supplierApiMessages.claimSaved }
    })
  })
}
