/**
 * One booking by id (GET /booking/{id}, spec part 2 section 7) for the booking detail. The
 * distance is measured from the hirer's position only when the browser already allows
 * location (no prompt on opening a booking); otherwise the call goes without it.
 */

import { map } from 'nanostores'
import { locate } from '../../adapters/geolocation.ts'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingDetailPath } from '../../contract/booking/calls.ts'
import type { BookingRecord } from '../../contract/booking/records.ts'
import { messages } from '../../contract/core/messages.ts'

export type BookingDetailState =
  | { status: 'loading' }
  | { status: 'ready'; booking: BookingRecord }
  | { status: 'error'; message: string }

/** Booking states by id: two widgets showing one booking share the call. */
export const $bookingDetails = map<Record<string, BookingDetailState>>({})

export interface Point {
  latitude: number
  longitude: number
}

/** The hirer's position when location is already granted; undefined otherwise. */
export async function allowedPosition(): Promise<Point | undefined> {
  try {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions
    if (!permissions) return undefined
    const { state } = await permissions.query({ name: 'geolocation' })
    if (state !== 'granted') return undefined
    const result = await locate(3000)
    return result.status === 'located' ? { latitude: result.lat, longitude: result.lng } : undefined
  } catch {
    return undefined
  }
}

const inFlight = new Map<string, Promise<BookingDetailState>>()

export function loadBooking(
  bookingId: string,
  position: () => Promise<Point | undefined> = allowedPosition,
): Promise<BookingDetailState> {
  const running = inFlight.get(bookingId)
  if (running) return running
  // A booking already shown stays on screen while it is fetched again.
  if ($bookingDetails.get()[bookingId]?.status !== 'ready') {
    $bookingDetails.setKey(bookingId, { status: 'loading' })
  }
  const call = (async (): Promise<BookingDetailState> => {
    let state: BookingDetailState
    try {
      const point = await position()
      const booking = await api.get<BookingRecord>(bookingDetailPath(bookingId), {
        query: point ? { latitude: point.latitude, longitude: point.longitude } : {},
        auth: 'bearer',
      })
      state = booking
        ? { status: 'ready', booking }
        : { status: 'error', message: messages.somethingWentWrong }
    } catch (error) {
      const message = messageOf(error)
      state = { status: 'error', message }
    }
    $bookingDetails.setKey(bookingId, state)
    return state
  })().finally(() => inFlight.delete(bookingId))
  inFlight.set(bookingId, call)
  return call
}
