/**
 * The hirer's bookings: POST /booking/checkout (Idempotency-Key), GET /booking (Current or
 * History) and GET /booking/{id} (the hirer's or the item supplier's). Guests get 403.
 */
import { Hono } from 'hono'
import {
  bookingCalls,
  bookingDetailQuery,
  bookingLimits,
  bookingListQuery,
  bookingParams,
  checkoutBody,
} from '../../shared/contract/booking/bookings.ts'
import type { BookingListData, BookingRecord } from '../../shared/contract/booking/records.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { ok } from '../http/respond.ts'
import { absoluteUrls } from '../http/urls.ts'
import { readBody, readParams, readQuery } from '../http/validate.ts'
import { checkout } from '../services/bookings/checkout.ts'
import { bookingDetail } from '../services/bookings/detail.ts'
import { listBookings } from '../services/bookings/list.ts'
import { settleDue } from '../services/bookings/settle.ts'
import { paging } from '../services/catalogue/item-pages.ts'
import { bookingCall } from './booking-call.ts'

export function bookingRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(bookingCalls.checkout.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, checkoutBody)
    return bookingCall(c, deps, { userId, idempotent: true }, ({ tx, money, now }) =>
      checkout(tx, money, body, now),
    )
  })

  routes.get(bookingCalls.list.path, async (c) => {
    const { userId } = userAccess(c)
    const query = readQuery(c, bookingListQuery)
    await settleDue(deps.db, deps.ports.payments, { hirerId: userId }, deps.now())
    const page = paging(query, bookingLimits.pageSize)
    const data = await listBookings(
      deps.db,
      { userId, type: query.type, searchKey: query.searchKey ?? '', ...page },
      absoluteUrls(c, deps),
    )
    return ok<BookingListData>(c, data)
  })

  routes.get(bookingCalls.detail.path, async (c) => {
    const { userId } = userAccess(c)
    const { id } = readParams(c, bookingParams)
    const query = readQuery(c, bookingDetailQuery)
    const point =
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude }
        : undefined
    await settleDue(deps.db, deps.ports.payments, { bookingId: id }, deps.now())
    const data = await bookingDetail(deps.db, id, { userId, point }, absoluteUrls(c, deps))
    return ok<BookingRecord>(c, data)
  })

  return routes
}
