/**
 * One handler for the hirer's payments on a booking after checkout: PUT /items/pickup/payment,
 * POST /overdue/charge and PUT /booking/change-request/payment. Each honours the
 * Idempotency-Key and takes its one payment in the call's transaction (`booking-call.ts`).
 */
import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import type { Db } from '../db/connect.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readBody } from '../http/validate.ts'
import type { Loaded } from '../services/bookings/access.ts'
import type { Money } from '../services/payments.ts'
import { callOnBooking } from './booking-call.ts'

export function hirerPaymentHandler<T extends { bookingId: string }, S, D>(
  deps: AppDeps,
  schema: Struct<T, S>,
  pay: (tx: Db, money: Money, loaded: Loaded, input: T, now: Date) => Promise<D>,
  message?: string,
) {
  return async (c: Context<AppEnv>) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, schema)
    const options = { userId, bookingId: body.bookingId, idempotent: true }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => ({
      data: await pay(tx, money, loaded, body, now),
      message,
    }))
  }
}
