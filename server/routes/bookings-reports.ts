/**
 * Pick-up, return and what is paid around them: PUT /items/pickup, PUT /items/pickup/payment
 * (Idempotency-Key), PUT /items/return (Idempotency-Key: it may charge a tip), POST
 * /overdue/charge (Idempotency-Key), the supplier's PUT /booking/confirm-return-item, and
 * reviews: GET /user/reviews-tag, POST /user/review.
 */
import { Hono } from 'hono'
import {
  bookingCalls,
  confirmReturnBody,
  overdueChargeBody,
  pickUpPaymentBody,
  pickUpReportBody,
  returnReportBody,
  reviewBody,
} from '../../shared/contract/booking/bookings.ts'
import { bookingApiMessages, bookingNotices } from '../../shared/contract/booking/messages.ts'
import type { ReviewSavedData, ReviewTagsData } from '../../shared/contract/booking/reports.ts'
import { publicAccess, userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { badRequest } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { readBody } from '../http/validate.ts'
import { payBalance, payOverdue } from '../services/bookings/charges.ts'
import { ownPhotos } from '../services/bookings/photos.ts'
import {
  confirmReturn,
  pickUp,
  type ReportInput,
  returnItem,
} from '../services/bookings/reports.ts'
import { reviewTagLists, writeReview } from '../services/bookings/reviews.ts'
import { callOnBooking } from './booking-call.ts'
import { hirerPaymentHandler } from './hirer-payment.ts'

export function bookingReportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  // The item's condition as the hirer reports it at pick-up and at return.
  const report = async (
    userId: string,
    damaged: boolean,
    body: { damageDescription?: string; media: string[] },
  ): Promise<ReportInput> => ({
    damaged,
    damageDescription: body.damageDescription ?? '',
    media: await ownPhotos(deps.db, deps.ports.mediaStorage, userId, body.media),
  })

  routes.put(bookingCalls.pickUp.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, pickUpReportBody)
    const condition = await report(userId, body.unmentionDamaged, body)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => ({
      data: await pickUp(tx, money, loaded, condition, now),
    }))
  })

  routes.put(
    bookingCalls.pickUpPayment.path,
    hirerPaymentHandler(deps, pickUpPaymentBody, payBalance, bookingNotices.paymentSuccessful),
  )

  routes.put(bookingCalls.return.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, returnReportBody)
    const input = {
      ...(await report(userId, body.anyDamaged, body)),
      review: body.review && {
        rating: body.review.rating,
        tagIds: body.review.reviewTags.map((tag) => tag.tagId),
      },
      tip: body.tip,
    }
    const options = { userId, bookingId: body.bookingId, idempotent: true }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => ({
      data: await returnItem(tx, money, loaded, input, now),
      message: bookingNotices.itemReturned,
    }))
  })

  routes.post(
    bookingCalls.overdueCharge.path,
    hirerPaymentHandler(deps, overdueChargeBody, payOverdue, bookingNotices.paymentSuccessful),
  )

  routes.put(bookingCalls.confirmReturn.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, confirmReturnBody)
    const options = { userId, bookingId: body.bookingId }
    return callOnBooking(c, deps, options, async ({ tx, money, now }, loaded) => ({
      data: await confirmReturn(tx, money, loaded, userId, now),
      message: bookingApiMessages.returnConfirmed,
    }))
  })

  routes.get(bookingCalls.reviewTags.path, async (c) => {
    publicAccess(c)
    return ok<ReviewTagsData>(c, await reviewTagLists(deps.db))
  })

  routes.post(bookingCalls.review.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, reviewBody)
    return callOnBooking(c, deps, { userId, bookingId: body.bookingId }, async ({ tx }, loaded) => {
      const { booking } = loaded
      const named = {
        itemId: booking.itemId,
        supplierId: booking.supplierId,
        hirerId: booking.hirerId,
      }
      for (const [field, value] of Object.entries(named)) {
        const sent = body[field as keyof typeof named]
        if (sent !== undefined && sent !== value)
          throw badRequest(`${field} does not match the booking`)
      }
      const id = await writeReview(tx, loaded, {
        userId,
        type: body.type,
        rating: body.rating,
        comment: body.comment ?? '',
        tagIds: (body.reviewTags ?? []).map((tag) => tag.tagId),
      })
      return { data: { _id: id, rating: body.rating } satisfies ReviewSavedData }
    })
  })

  return routes
}
