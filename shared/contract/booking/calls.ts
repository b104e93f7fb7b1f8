/**
 * The booking calls' methods and paths, the detail's path and the lists' limits (spec part 2
 * sections 7 and 9). Plain data with no schemas, so code that only calls the API (the
 * bookings area's stores) never loads the validation; `bookings.ts` re-exports all of it.
 */
export const bookingCalls = {
  checkout: { method: 'POST', path: '/booking/checkout', idempotent: true },
  list: { method: 'GET', path: '/booking' },
  detail: { method: 'GET', path: '/booking/:id' },
  cancelRequest: { method: 'PUT', path: '/booking/cancel-request' },
  changeRequest: { method: 'POST', path: '/booking/change/request' },
  /** the supplier approves or declines a change request (part 3) */
  changeDecision: { method: 'PUT', path: '/booking/change/request' },
  pickUp: { method: 'PUT', path: '/items/pickup' },
  /** charges the tip when one is sent */
  return: { method: 'PUT', path: '/items/return', idempotent: true },
  /** the second half of a standard booking */
  pickUpPayment: { method: 'PUT', path: '/items/pickup/payment', idempotent: true },
  overdueCharge: { method: 'POST', path: '/overdue/charge', idempotent: true },
  changePayment: { method: 'PUT', path: '/booking/change-request/payment', idempotent: true },
  cancelDecision: { method: 'PUT', path: '/booking/cancel/accept-decline' },
  dispute: { method: 'POST', path: '/dispute' },
  reviewTags: { method: 'GET', path: '/user/reviews-tag' },
  review: { method: 'POST', path: '/user/review' },
  /** the supplier accepts or declines a request, or declines an instant booking (part 3) */
  approveOrDecline: { method: 'PUT', path: '/orders/approveOrDecline' },
  /** the supplier confirms a returned item: COMPLETED, the bond refunded (part 3) */
  confirmReturn: { method: 'PUT', path: '/booking/confirm-return-item' },
} as const

export const bookingDetailPath = (bookingId: string) => `/booking/${encodeURIComponent(bookingId)}`

/** Lists load 10 per page; the search box waits 500 ms (part 2 section 9). */
export const bookingLimits = { pageSize: 10, searchDebounceMs: 500, textMax: 1000 } as const
