/**
 * One handler for both ways of asking the other party to accept a cancellation: the
 * booking's PUT /booking/cancel-request (either party) and the supplier console's PUT
 * /booking/cancel/supplier (the supplier only). Photos must be the caller's own uploads.
 */
import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readBody } from '../http/validate.ts'
import { requireRole } from '../services/bookings/access.ts'
import { requestCancel } from '../services/bookings/cancel.ts'
import { ownPhotos } from '../services/bookings/photos.ts'
import { callOnBooking } from './booking-call.ts'

interface CancelAsk {
  bookingId: string
  reason: string
  media?: string[]
}

export function cancelRequestHandler<T extends CancelAsk, S>(
  deps: AppDeps,
  schema: Struct<T, S>,
  answer: { message: string; onlyRole?: 'supplier' },
) {
  return async (c: Context<AppEnv>) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, schema)
    const media = await ownPhotos(deps.db, deps.ports.mediaStorage, userId, body.media ?? [])
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async (call, loaded) => {
      if (answer.onlyRole) requireRole(loaded.booking, userId, answer.onlyRole)
      const input = { userId, reason: body.reason, media }
      const data = await requestCancel(call.tx, call.money, loaded, input, call.now)
      return { data, message: answer.message }
    })
  }
}
