/**
 * The change dialog on the site's booking detail page, without touching the detail's own
 * code: it listens for `hire-booking-change` (the detail's 'Request Change', cancelable),
 * cancels it so the detail stays put, and opens the dialog for that booking; it also opens
 * on `/booking/detail?bookingID=…&change=1` (where the detail goes when nobody cancels the
 * event, before this island hydrates). Closing drops `change=1` from the address.
 */
import { type ComponentType, useEffect, useId, useState } from 'react'
import { canChange } from '../../../shared/domain/booking/actions.ts'
import { $bookingDetails, loadBooking } from '../../../shared/stores/booking/detail.ts'
import { reportError } from '../../../shared/stores/core/feedback.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import uiCss from '../../ui/ui.css?inline'
import { type ChangeDateModalProps, loadChangeDateModal } from './change-entry.ts'
import flowsCss from './flows.css?inline'

export const changeEvent = 'hire-booking-change'

/** The booking `?change=1` asks to change, or null. */
export function changeAsked(search: string): string | null {
  const params = new URLSearchParams(search)
  const bookingId = params.get('bookingID')?.trim()
  return params.get('change') === '1' && bookingId ? bookingId : null
}

function forgetAsked(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('change')) return
  url.searchParams.delete('change')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`)
}

export function ChangeDateHost() {
  const owner = useId()
  const details = useStore($bookingDetails)
  const [bookingId, setBookingId] = useState<string | null>(null)
  const [Modal, setModal] = useState<ComponentType<ChangeDateModalProps> | null>(null)

  useEffect(() => {
    setBookingId(changeAsked(window.location.search))
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ bookingId?: string }>).detail
      if (!detail?.bookingId) return
      event.preventDefault()
      setBookingId(detail.bookingId)
    }
    document.addEventListener(changeEvent, onChange)
    return () => document.removeEventListener(changeEvent, onChange)
  }, [])

  useEffect(() => {
    if (!bookingId) return
    if ($bookingDetails.get()[bookingId]?.status !== 'ready') void loadBooking(bookingId)
    loadChangeDateModal().then(
      (component) => setModal(() => component),
      (error: unknown) => {
        setBookingId(null)
        reportError(error, { owner })
      },
    )
  }, [bookingId])

  const state = bookingId ? details[bookingId] : undefined
  const booking = state?.status === 'ready' ? state.booking : null
  const close = () => {
    setBookingId(null)
    forgetAsked()
  }
  // A booking whose status no longer allows a change (an old link) opens nothing.
  useEffect(() => {
    if (booking && !canChange(booking.bookingStatus)) close()
  }, [booking])

  return (
    <IslandRoot className="hire-flow-host" styles={uiCss + flowsCss} owner={owner}>
      {booking && Modal && canChange(booking.bookingStatus) ? (
        <Modal booking={booking} onClose={close} />
      ) : null}
    </IslandRoot>
  )
}

export default ChangeDateHost
