/**
 * The booking detail's code, its own chunk (a page showing a list never downloads it until
 * the hirer points at, touches or focuses a booking: then it starts, so the detail page
 * finds it in the browser's cache).
 */
import type { ComponentType } from 'react'

export type DetailView = ComponentType<{ bookingId?: string | undefined }>

export const loadDetailView = async (): Promise<DetailView> =>
  (await import('./detail/BookingDetailView.tsx')).BookingDetailView

/** Starts the detail's download ahead of the click; a failure shows when the detail opens. */
export function preloadDetailView(): void {
  loadDetailView().catch(() => {})
}
