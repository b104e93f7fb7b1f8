/**
 * One booking by id (GET /booking/{id}, spec part 2 section 7) for the booking detail. The
 * distance is measured from the hirer's position only when the browser already allows
 * location (no prompt on opening a booking); otherwise the call goes without it.
 *
 * While it loads, the detail shows what the list's card already had (name, photos, status,
 * prices, dates, total): opening a card remembers its row (`rememberBookingPreview`), in
 * memory and in this tab's sessionStorage, since on our site the detail is another page.
 */

import { map } from 'nanostores'
import { allowedPosition, type Point } from '../../adapters/allowed-position.ts'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingDetailPath } from '../../contract/booking/calls.ts'
import type { BookingListItem, BookingRecord } from '../../contract/booking/records.ts'
import { messages } from '../../contract/core/messages.ts'

export type BookingDetailState =
  | { status: 'loading'; preview?: BookingListItem }
  | { status: 'ready'; booking: BookingRecord }
  | { status: 'error'; message: string }

/** Booking states by id: two widgets showing one booking share the call. */
export const $bookingDetails = map<Record<string, BookingDetailState>>({})

const previewKey = (bookingId: string) => `hire:bookingPreview:${bookingId}`
const previews = new Map<string, BookingListItem>()

/** Keeps a list row for the detail to show at once (the next page reads it once). */
export function rememberBookingPreview(booking: BookingListItem): void {
  previews.set(booking._id, booking)
  try {
    sessionStorage.setItem(previewKey(booking._id), JSON.stringify(booking))
  } catch {
    // Storage full or blocked: the detail shows its skeleton, as before.
  }
}

/** The list row opened for this booking, if any (taken from sessionStorage once). */
export function bookingPreview(bookingId: string): BookingListItem | undefined {
  const known = previews.get(bookingId)
  if (known) return known
  try {
    const stored = sessionStorage.getItem(previewKey(bookingId))
    if (!stored) return undefined
    sessionStorage.removeItem(previewKey(bookingId))
    const row = JSON.parse(stored) as BookingListItem
    if (row?._id !== bookingId) return undefined
    previews.set(bookingId, row)
    return row
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
    const preview = bookingPreview(bookingId)
    $bookingDetails.setKey(
      bookingId,
      preview ? { status: 'loading', preview } : { status: 'loading' },
    )
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

/** When a booking's load started before the detail's code arrived (see `startBookingLoad`). */
const started = new Map<string, number>()
/** A load started this recently stands in for the detail's own. */
const startedFreshMs = 10_000

/**
 * Starts loading a booking while the detail's own code is still downloading, so the call
 * and the chunk travel together; the detail's first `loadBookingOnOpen` then uses this load.
 */
export function startBookingLoad(bookingId: string): void {
  started.set(bookingId, Date.now())
  void loadBooking(bookingId)
}

/** The detail opening: loads the booking, unless `startBookingLoad` just did. */
export function loadBookingOnOpen(bookingId: string): void {
  const at = started.get(bookingId)
  started.delete(bookingId)
  if (at !== undefined && Date.now() - at < startedFreshMs) return
  void loadBooking(bookingId)
}
