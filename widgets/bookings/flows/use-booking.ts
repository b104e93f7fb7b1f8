/**
 * One booking for a flow page (GET /booking/{id} through shared/stores/booking/detail.ts,
 * shared with the booking detail): loaded on mount, without the hirer's position, which
 * only the detail shows.
 */
import { useEffect } from 'react'
import {
  $bookingDetails,
  type BookingDetailState,
  loadBooking,
} from '../../../shared/stores/booking/detail.ts'
import { useStore } from '../../runtime/use-store.ts'

const noPosition = async () => undefined

export function useBooking(bookingId: string | null | undefined): BookingDetailState {
  const details = useStore($bookingDetails)
  useEffect(() => {
    if (bookingId) void loadBooking(bookingId, noPosition)
  }, [bookingId])
  return (bookingId && details[bookingId]) || { status: 'loading' }
}
