/**
 * The booking a step needs (GET /booking/{id} through the shared detail store). A booking
 * that cannot be loaded shows its error and the hirer goes to /booking/current after
 * 1 second, as the booking detail does (spec part 2 section 8).
 */
import { useEffect } from 'react'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { $bookingDetails, loadBooking } from '../../../shared/stores/booking/detail.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { Navigate } from './Frame.tsx'
import { paths } from './paths.ts'

export const bookingFailureDelayMs = 1000

export type BookingState =
  | { status: 'loading' }
  | { status: 'ready'; booking: BookingRecord }
  | { status: 'error'; message: string }

export function useBooking(bookingId: string | null, navigate: Navigate): BookingState {
  const details = useStore($bookingDetails)
  const state = bookingId ? details[bookingId] : undefined
  useEffect(() => {
    if (bookingId) void loadBooking(bookingId)
  }, [bookingId])
  const failure = state?.status === 'error' ? state.message : null
  useEffect(() => {
    if (failure === null) return
    const timer = setTimeout(() => navigate(paths.current, true), bookingFailureDelayMs)
    return () => clearTimeout(timer)
  }, [failure])
  return state ?? { status: 'loading' }
}
