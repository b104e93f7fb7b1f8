/**
 * Confirming a pick-up (spec part 2 sections 3, 4 and 7): PUT /items/pickup with the photos,
 * whether there is damage the listing did not mention, and its description. The booking
 * becomes ACTIVE; the ReturnPickup wizard ends.
 */
import { api } from '../../api/client.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { BookingStatusData } from '../../contract/booking/records.ts'
import { damageText } from '../../domain/booking/report-form.ts'
import { endReturnPickup, type ReportData } from './return-wizard.ts'

export async function sendPickUp(
  bookingId: string,
  report: ReportData,
): Promise<BookingStatusData> {
  const data = await api.put<BookingStatusData>(bookingCalls.pickUp.path, {
    auth: 'bearer',
    body: {
      bookingId,
      unmentionDamaged: report.damaged,
      damageDescription: damageText(report),
      media: report.media,
    },
  })
  endReturnPickup()
  return data
}
