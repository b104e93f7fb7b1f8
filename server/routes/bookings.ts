/**
 * The hirer's bookings: POST /booking/checkout (Idempotency-Key), GET /booking (Current or
 * History) and GET /booking/{id} (the hirer's or the item supplier's). Guests get 403.
 */
import {
  bookingCalls,
  bookingDetailQuery,
  bookingLimits,
  bookingListQuery,
  bookingParams,
  checkoutBody,
} from '../../shared/contract/booking/bookings.ts'
import type { BookingListData, BookingRecord } from '../../shared/contract/booking/records.ts'
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { absoluteUrls } from '../http/urls.ts'
import { checkout } from '../services/bookings/checkout.ts'
import { bookingDetail } from '../services/bookings/detail.ts'
import { listBookings } from '../services/bookings/list.ts'
import { settleDue } from '../services/bookings/settle.ts'
import { paging } from '../services/catalogue/item-pages.ts'
import { bookingCall } from './booking-call.ts'

export function bookingRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(bookingCalls.checkout, { body: checkoutBody }, ({ c, caller, body }) =>
    bookingCall(c, deps, { userId: caller.userId, idempotent: true }, ({ tx, money, now }) =>
      checkout(tx, money, body, now),
    ),
  )

  calls.user(
    bookingCalls.list,
    { query: bookingListQuery },
    async ({ c, caller: { userId }, query }): Promise<BookingListData> => {
      await settleDue(deps.db, deps.ports.payments, { hirerId: userId }, deps.now())
      const page = paging(query, bookingLimits.pageSize)
      return listBookings(
        deps.db,
        { userId, type: query.type, searchKey: query.searchKey ?? '', ...page },
        absoluteUrls(c, deps),
      )
    },
  )

  calls.user(
    bookingCalls.detail,
    { params: bookingParams, query: bookingDetailQuery },
    async ({ c, caller: { userId }, params: { id }, query }): Promise<BookingRecord> => {
      const point =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : undefined
      await settleDue(deps.db, deps.ports.payments, { bookingId: id }, deps.now())
      return bookingDetail(deps.db, id, { userId, point }, absoluteUrls(c, deps))
    },
  )
}
