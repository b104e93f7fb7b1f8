/**
 * Pick-up, return and what is paid around them: PUT /items/pickup, PUT /items/pickup/payment
 * (Idempotency-Key), PUT /items/return (Idempotency-Key: it may charge a tip), POST
 * /overdue/charge (Idempotency-Key), the supplier's PUT /booking/confirm-return-item, and
 * reviews: GET /user/reviews-tag, POST /user/review.
 */
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
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { badRequest } from '../http/errors.ts'
import { payBalance, payOverdue } from '../services/bookings/charges.ts'
import { ownPhotos } from '../services/bookings/photos.ts'
import {
  confirmReturn,
  pickUp,
  type ReportInput,
  returnItem,
} from '../services/bookings/reports.ts'
import { reviewTagLists, writeReview } from '../services/bookings/reviews.ts'
import { onNamedBooking } from './booking-call.ts'
import { hirerPayment } from './hirer-payment.ts'

export function bookingReportRoutes(calls: CallRoutes, deps: AppDeps) {
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

  calls.user(bookingCalls.pickUp, { body: pickUpReportBody }, async (input) => {
    const condition = await report(input.caller.userId, input.body.unmentionDamaged, input.body)
    return onNamedBooking(deps, input, async ({ tx, money, now }, loaded) => ({
      data: await pickUp(tx, money, loaded, condition, now),
    }))
  })

  calls.user(
    bookingCalls.pickUpPayment,
    { body: pickUpPaymentBody },
    hirerPayment(deps, payBalance, bookingNotices.paymentSuccessful),
  )

  calls.user(bookingCalls.return, { body: returnReportBody }, async (input) => {
    const { body } = input
    const returned = {
      ...(await report(input.caller.userId, body.anyDamaged, body)),
      review: body.review && {
        rating: body.review.rating,
        tagIds: body.review.reviewTags.map((tag) => tag.tagId),
      },
      tip: body.tip,
    }
    return onNamedBooking(
      deps,
      input,
      async ({ tx, money, now }, loaded) => ({
        data: await returnItem(tx, money, loaded, returned, now),
        message: bookingNotices.itemReturned,
      }),
      true,
    )
  })

  calls.user(
    bookingCalls.overdueCharge,
    { body: overdueChargeBody },
    hirerPayment(deps, payOverdue, bookingNotices.paymentSuccessful),
  )

  calls.user(bookingCalls.confirmReturn, { body: confirmReturnBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx, money, now }, loaded) => ({
      data: await confirmReturn(tx, money, loaded, input.caller.userId, now),
      message: bookingApiMessages.returnConfirmed,
    })),
  )

  calls.public(bookingCalls.reviewTags, {}, (): Promise<ReviewTagsData> => reviewTagLists(deps.db))

  calls.user(bookingCalls.review, { body: reviewBody }, (input) =>
    onNamedBooking(deps, input, async ({ tx }, loaded) => {
      const { body } = input
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
        userId: input.caller.userId,
        type: body.type,
        rating: body.rating,
        comment: body.comment ?? '',
        tagIds: (body.reviewTags ?? []).map((tag) => tag.tagId),
      })
      return { data: { _id: id, rating: body.rating } satisfies ReviewSavedData }
    }),
  )
}
