/**
 * The booking of a page a wizard runs (pick-up and return, the standard payment): the
 * wizard starts from the address's `?bookingID=`, which then leaves the address, or is the
 * one running; without either the hirer goes to /booking/current.
 */
import { type ReactNode, useEffect, useState } from 'react'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { WithBooking } from './BookingParts.tsx'
import { FlowSkeleton } from './FlowFrame.tsx'
import { dropQuery, flowPaths, type Navigate } from './navigate.ts'
import { useBooking } from './use-booking.ts'

/** What a wizard's page takes: the address's `?bookingID=`, if any; tests give the rest. */
export interface WizardPageProps {
  bookingId?: string | null | undefined
  navigate?: Navigate
  now?: () => number
}

export function WizardBooking<E extends { bookingId: string }>({
  enter,
  bookingId,
  navigate,
  children,
}: {
  /** starts the wizard for the address's booking id, or gives the running one */
  enter: (bookingId: string | null | undefined) => E | null
  bookingId: string | null | undefined
  navigate: Navigate
  children: (booking: BookingRecord, entry: E) => ReactNode
}) {
  const [entry] = useState(() => enter(bookingId))
  const state = useBooking(entry?.bookingId)
  useEffect(() => {
    if (entry) dropQuery()
    else navigate(flowPaths.current)
  }, [])
  if (!entry) return <FlowSkeleton label="Taking you to your bookings" />
  return <WithBooking state={state}>{(booking) => children(booking, entry)}</WithBooking>
}
