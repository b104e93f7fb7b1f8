/**
 * GET /awaiting/items/{id}: the booking record the hirer's detail shows, for the item's
 * supplier only, with the hirer, the insurance claim's status and whether the supplier
 * already reviewed the hirer.
 */
import { and, eq } from 'drizzle-orm'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { SupplierOrderDetail } from '../../../shared/contract/supplier/orders.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, insuranceClaims, reviews, users } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { Absolute } from '../../http/urls.ts'
import { bookingPerson } from '../account/people.ts'
import { requireRole } from '../bookings/access.ts'
import { bookingDetail } from '../bookings/detail.ts'

export async function supplierOrder(
  db: Db,
  bookingId: string,
  supplierId: string,
  absolute: Absolute,
): Promise<SupplierOrderDetail> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1)
  if (!booking) throw notFound(bookingApiMessages.bookingNotFound)
  requireRole(booking, supplierId, 'supplier')
  const [record, [hirer], [claim], [review]] = await Promise.all([
    bookingDetail(db, bookingId, { userId: supplierId }, absolute),
    db.select().from(users).where(eq(users.id, booking.hirerId)),
    db
      .select({ status: insuranceClaims.status })
      .from(insuranceClaims)
      .where(eq(insuranceClaims.bookingId, bookingId)),
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.bookingId, bookingId), eq(reviews.type, 2)))
      .limit(1),
  ])
  if (!hirer) throw notFound(bookingApiMessages.bookingNotFound)
  return {
    ...record,
    hirerId: hirer.id,
    hirerDetail: bookingPerson(hirer, absolute),
    insuranceStatus: claim?.status ?? null,
    hirerReviewed: Boolean(review),
  }
}
