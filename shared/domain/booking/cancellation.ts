/**
 * Cancellation refunds (spec part 2 section 9), by the time left before pick-up when the
 * cancellation is asked for: more than 48 hours, everything back; 24 to 48 hours (both
 * ends included), a standard booking keeps 50 percent of its deposit and any other
 * booking 25 percent of what was paid; under 24 hours, nothing of the hire comes back.
 * The bond is a security, not a charge: whatever was taken of it always comes back. A
 * booking the supplier never approved, and one the supplier cancels, refund in full.
 */
import type { BookingStatus } from '../../contract/booking/fields.ts'
import { percentOf } from './money.ts'
import { HOUR } from './period.ts'

export type RefundTier = 'full' | 'partial' | 'none'

export const refundRules = {
  fullAboveHours: 48,
  partialFromHours: 24,
  /** share kept in the partial tier */
  keptPercentStandard: 50,
  keptPercentOther: 25,
} as const

export function refundTier(startAt: number, requestedAt: number): RefundTier {
  const hours = (startAt - requestedAt) / HOUR
  if (hours > refundRules.fullAboveHours) return 'full'
  if (hours >= refundRules.partialFromHours) return 'partial'
  return 'none'
}

export interface RefundInput {
  status: BookingStatus
  cancelledBy: 'hirer' | 'supplier'
  standard: boolean
  /** the hire paid so far, bond aside (a standard booking's deposit before pick-up) */
  paidCents: number
  /** the bond taken so far (0 when it was to be charged later) */
  bondPaidCents: number
  startAt: number
  /** when the cancellation was asked for */
  requestedAt: number
}

export interface Refund {
  tier: RefundTier
  refundCents: number
  keptCents: number
  bondRefundCents: number
}

export function cancellationRefund(input: RefundInput): Refund {
  const tier =
    input.cancelledBy === 'supplier' || input.status === 'REQUESTED'
      ? 'full'
      : refundTier(input.startAt, input.requestedAt)
  const paid = Math.max(0, input.paidCents)
  let keptCents = 0
  if (tier === 'none') keptCents = paid
  if (tier === 'partial') {
    const percent = input.standard ? refundRules.keptPercentStandard : refundRules.keptPercentOther
    keptCents = percentOf(paid, percent)
  }
  return {
    tier,
    refundCents: paid - keptCents,
    keptCents,
    bondRefundCents: Math.max(0, input.bondPaidCents),
  }
}
