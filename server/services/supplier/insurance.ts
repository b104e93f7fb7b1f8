/**
 * POST /user/insurance/claim: the item's supplier claims on a booking once the item is
 * back (returned, or its return confirmed), once per booking. The claim is recorded for
 * the team to review and the hirer hears of it; no money moves here.
 */
import { eq } from 'drizzle-orm'
import type { ClaimReason, InsuranceClaimData } from '../../../shared/contract/supplier/orders.ts'
import { supplierApiMessages } from '../../../shared/contract/supplier/orders.ts'
import { canClaimInsurance } from '../../../shared/domain/supplier/orders.ts'
import type { Db } from '../../db/connect.ts'
import { insuranceClaims } from '../../db/schema.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { type Loaded, requireRole } from '../bookings/access.ts'
import { notifyBooking } from '../notifications/booking-events.ts'

export async function fileClaim(
  tx: Db,
  loaded: Loaded,
  input: { userId: string; reason: ClaimReason; details: string; media: string[] },
): Promise<InsuranceClaimData> {
  const { booking } = loaded
  requireRole(booking, input.userId, 'supplier')
  const [existing] = await tx
    .select({ id: insuranceClaims.id })
    .from(insuranceClaims)
    .where(eq(insuranceClaims.bookingId, booking.id))
  if (existing) throw conflict(supplierApiMessages.claimExists)
  if (!canClaimInsurance({ bookingStatus: booking.status, insuranceStatus: null })) {
    throw badRequest(supplierApiMessages.claimNotReturned)
  }
  const [claim] = await tx
    .insert(insuranceClaims)
    .values({
      bookingId: booking.id,
      supplierId: input.userId,
      reason: input.reason,
      details: input.details.trim(),
      media: input.media,
    })
    .returning({ id: insuranceClaims.id, status: insuranceClaims.status })
  await notifyBooking(tx, booking, 'INSURANCE_CLAIM')
  return {
    _id: claim?.id ?? '',
    bookingId: booking.id,
    insuranceStatus: claim?.status ?? 'SUBMITTED',
  }
}
