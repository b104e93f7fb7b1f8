/**
 * One handler for both ways of asking the other party to accept a cancellation: the
 * booking's PUT /booking/cancel-request (either party) and the supplier console's PUT
 * /booking/cancel/supplier (the supplier only). Photos must be the caller's own uploads.
 */
import type { AppDeps } from '../http/context.ts'
import { requireRole } from '../services/bookings/access.ts'
import { requestCancel } from '../services/bookings/cancel.ts'
import { ownPhotos } from '../services/bookings/photos.ts'
import { type BookingInput, onNamedBooking } from './booking-call.ts'

interface CancelAsk {
  bookingId: string
  reason: string
  media?: string[]
}

export function cancelRequest(deps: AppDeps, answer: { message: string; onlyRole?: 'supplier' }) {
  return async (input: BookingInput<CancelAsk>) => {
    const { userId } = input.caller
    const { body } = input
    const media = await ownPhotos(deps.db, deps.ports.mediaStorage, userId, body.media ?? [])
    return onNamedBooking(deps, input, async (call, loaded) => {
      if (answer.onlyRole) requireRole(loaded.booking, userId, answer.onlyRole)
      const ask = { userId, reason: body.reason, media }
      const data = await requestCancel(call.tx, call.money, loaded, ask, call.now)
      return { data, message: answer.message }
    })
  }
}
