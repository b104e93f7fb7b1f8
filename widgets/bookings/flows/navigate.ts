/**
 * Where the flows lead (spec part 2 section 2 and the route table of part 3) and how they
 * get there. Pages take the booking from `?bookingID=`; a wizard page drops it from the
 * address once the wizard holds it, so going back after the flow finds no wizard and lands
 * on /booking/current instead of starting the flow again.
 */
import { bookingPaths, withBookingId } from '../routes.ts'

export const flowPaths = {
  current: bookingPaths.current,
  detail: bookingPaths.detail,
  confirm: '/booking/confirm',
  successfulPickup: (bookingId: string) => withBookingId('/booking/SuccessfulPickup', bookingId),
  standardPayment: (bookingId: string) => withBookingId('/booking/standardpayment', bookingId),
  standardPaymentSuccess: '/booking/standardpaymentsuccess',
  changeDateAccepted: (bookingId: string) =>
    withBookingId('/booking/changeDateAccepted', bookingId),
  rating: '/booking/ratting',
  terms: '/booking/terms',
} as const

export type Navigate = (path: string) => void

export const go: Navigate = (path) => window.location.assign(path)

/** Drops the query once the wizard holds the booking (a reload still finds the wizard). */
export function dropQuery(): void {
  try {
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname)
    }
  } catch {
    // A sandboxed frame may refuse: the address keeps the id, which is harmless.
  }
}
