/**
 * One handler for the hirer's payments on a booking after checkout: PUT /items/pickup/payment,
 * POST /overdue/charge and PUT /booking/change-request/payment. Each honours the
 * Idempotency-Key and takes its one payment in the call's transaction (`booking-call.ts`).
 */
import type { Db } from '../db/connect.ts'
import type { AppDeps } from '../http/context.ts'
import type { Loaded } from '../services/bookings/access.ts'
import type { Money } from '../services/payments.ts'
import { type BookingInput, onNamedBooking } from './booking-call.ts'

export function hirerPayment<T, D>(
  deps: AppDeps,
  pay: (tx: Db, money: Money, loaded: Loaded, input: T, now: Date) => Promise<D>,
  message?: string,
) {
  return (input: BookingInput<T & { bookingId: string }>) =>
    onNamedBooking(
      deps,
      input,
      async ({ tx, money, now }, loaded) => ({
        data: await pay(tx, money, loaded, input.body, now),
        message,
      }),
      true,
    )
}
