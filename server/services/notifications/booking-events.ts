/**
 * The booking flows' one-liner: `notifyBooking(tx, booking, type)` tells the booking's
 * supplier or hirer (shared/domain/notifications `bookingAudience`), naming the other;
 * `notifyOther(tx, booking, actorId, type)` tells whoever did not act.
 */
import type { NotificationType } from '../../../shared/domain/notifications/types.ts'
import { bookingAudience } from '../../../shared/domain/notifications/types.ts'
import type { Db } from '../../db/connect.ts'
import { notify } from './notify.ts'

export interface BookingPeople {
  id: string
  itemId: string
  hirerId: string
  supplierId: string
}

export async function notifyBooking(
  tx: Db,
  booking: BookingPeople,
  type: NotificationType,
): Promise<void> {
  const toSupplier = bookingAudience(type) === 'supplier'
  await notify(tx, {
    to: toSupplier ? booking.supplierId : booking.hirerId,
    from: toSupplier ? booking.hirerId : booking.supplierId,
    type,
    bookingId: booking.id,
    itemId: booking.itemId,
  })
}

/** Tells the other person of the booking than `actorId` (flows either party can start). */
export async function notifyOther(
  tx: Db,
  booking: BookingPeople,
  actorId: string,
  type: NotificationType,
): Promise<void> {
  const other = actorId === booking.hirerId ? booking.supplierId : booking.hirerId
  await notify(tx, {
    to: other,
    from: actorId,
    type,
    bookingId: booking.id,
    itemId: booking.itemId,
  })
}
