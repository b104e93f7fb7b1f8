/**
 * How the bookings area moves between its views. On our site each view is a page
 * (/booking/current, /booking/history, /booking/detail), so moving is navigating. Embedded on
 * a partner's page the widget switches views in place, and links to flows it does not hold
 * lead to the marketplace.
 */
import { createContext, type MouseEvent, useContext } from 'react'
import { type BookingsView, bookingPaths, listPath, siteLink } from './routes.ts'

export interface Place {
  view: BookingsView
  bookingId?: string | undefined
}

export interface BookingsNavigation {
  /** '' on our site; the marketplace origin when embedded */
  siteBase: string
  embedded: boolean
  /** the feedback owner id of this widget */
  owner: string
  /** where events are dispatched from: the host element, or the widget's root */
  eventTarget: () => EventTarget | null
  /** shows a view: in place when embedded, by navigating on our site */
  show: (place: Place) => void
  /** leaves for another page of the marketplace (a flow, the change dialog for now) */
  leave: (path: string) => void
}

export function placePath(place: Place): string {
  if (place.view === 'detail') {
    return place.bookingId ? bookingPaths.detail(place.bookingId) : bookingPaths.current
  }
  return listPath(place.view)
}

/** Reads the element's attributes: an unknown view is the Current list. */
export function readPlace(view: string | undefined, bookingId: string | undefined): Place {
  if (view === 'history') return { view: 'history' }
  if (view === 'detail') return { view: 'detail', bookingId: bookingId?.trim() || undefined }
  return { view: 'current' }
}

export function createNavigation(input: {
  siteBase: string
  embedded: boolean
  owner: string
  eventTarget: () => EventTarget | null
  setPlace: (place: Place) => void
}): BookingsNavigation {
  const leave = (path: string) => window.location.assign(siteLink(path, input.siteBase))
  return {
    siteBase: input.siteBase,
    embedded: input.embedded,
    owner: input.owner,
    eventTarget: input.eventTarget,
    leave,
    show: (place) => (input.embedded ? input.setPlace(place) : leave(placePath(place))),
  }
}

export const NavigationContext = createContext<BookingsNavigation>(
  createNavigation({
    siteBase: '',
    embedded: false,
    owner: '',
    eventTarget: () => null,
    setPlace: () => {},
  }),
)

export function useNavigation(): BookingsNavigation {
  return useContext(NavigationContext)
}

/** A plain click (no modifier keys, main button): the widget may handle it itself. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
