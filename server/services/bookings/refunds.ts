/**
 * Ending a booking before the hire with money back: the refund tiers of shared/domain
 * (cancellation.ts) decide how much of the hire comes back; the bond taken always does;
 * a referral credit spent on it is given back, and a deferred bond is never charged.
 */
import { eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import type { RefundSummary } from '../../../shared/contract/booking/records.ts'
import { cancellationRefund } from '../../../shared/domain/booking/cancellation.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { Db } from '../../db/connect.ts'
import { bookings } from '../../db/schema.ts'
import { type Money, refundBooking } from '../payments.ts'
import type { BookingRow } from './access.ts'
import { giveCreditBack } from './credits.ts'

export interface Ending {
  to: BookingStatus
  cancelledBy: 'hirer' | 'supplier'
  /** the status the tiers read (a pending request's status before it) */
  tierStatus: BookingStatus
  /** when the cancellation was asked for */
  requestedAt: Date
  purpose: string
}

export async function endWithRefund(
  tx: Db,
  money: Money,
  booking: BookingRow,
  ending: Ending,
  now: Date,
): Promise<RefundSummary> {
  const refund = cancellationRefund({
    status: ending.tierStatus,
    cancelledBy: ending.cancelledBy,
    standard: booking.isStandard,
    paidCents: booking.paidCents - booking.refundedCents,
    bondPaidCents: booking.bondPaidCents - booking.bondRefundedCents,
    startAt: booking.startAt.getTime(),
    requestedAt: ending.requestedAt.getTime(),
  })
  const payer = { ...money, userId: booking.hirerId }
  const back = await refundBooking(tx, payer, {
    bookingId: booking.id,
    cents: refund.refundCents + refund.bondRefundCents,
    purpose: ending.purpose,
  })
  const hire = Math.min(back, refund.refundCents)
  const bond = back - hire
  await tx
    .update(bookings)
    .set({
      status: ending.to,
      refundedCents: booking.refundedCents + hire,
      bondRefundedCents: booking.bondRefundedCents + bond,
      bondChargeAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
  await giveCreditBack(tx, booking.id)
  return {
    tier: refund.tier,
    refunded: toDollars(hire),
    kept: toDollars(refund.keptCents),
    bondRefunded: toDollars(bond),
  }
}
