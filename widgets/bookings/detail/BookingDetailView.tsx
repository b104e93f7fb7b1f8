/**
 * The booking detail's states (spec part 2 sections 2 and 8): without a booking id the
 * hirer goes to the Current list; while loading, what the list's card had (if the hirer came
 * from it) or else a skeleton holds the room; a failed load
 * shows its error, reports `hire-error` and goes to the Current list after 1 second.
 */
import { useEffect } from 'react'
import { $bookingDetails, loadBookingOnOpen } from '../../../shared/stores/booking/detail.ts'
import { emit } from '../../runtime/events.ts'
import { useStore } from '../../runtime/use-store.ts'
import { useNavigation } from '../navigation.ts'
import { DetailSkeleton } from '../Skeletons.tsx'
import { DetailBody } from './DetailBody.tsx'

export const redirectDelayMs = 1000
export const tag = 'hire-bookings'

export function BookingDetailView({ bookingId }: { bookingId?: string | undefined }) {
  const nav = useNavigation()
  const details = useStore($bookingDetails)
  const state = bookingId ? details[bookingId] : undefined

  useEffect(() => {
    if (bookingId) loadBookingOnOpen(bookingId)
    else nav.show({ view: 'current' })
  }, [bookingId])

  const failure = state?.status === 'error' ? state.message : null
  useEffect(() => {
    if (failure === null) return
    const target = nav.eventTarget()
    if (target) emit(target, 'hire-error', { tag, message: failure })
    const timer = setTimeout(() => nav.show({ view: 'current' }), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [failure])

  if (state?.status === 'ready') {
    return <DetailBody booking={state.booking} full={state.booking} now={Date.now()} />
  }
  // The list's card for this booking, shown at once while the detail loads.
  if (state?.status === 'loading' && state.preview) {
    return <DetailBody booking={state.preview} full={null} now={Date.now()} />
  }
  if (failure !== null) {
    return (
      <div className="bookings-error" role="alert" part="error">
        <p>{failure}</p>
        <p>Taking you back to your bookings…</p>
      </div>
    )
  }
  return <DetailSkeleton />
}
