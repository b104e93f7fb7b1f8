/**
 * Where the bookings area leads: its own pages and the flows others build (spec part 2
 * section 2 and the route table of part 3). Paths are site-relative; an embedded widget
 * prefixes the marketplace origin (`siteLink`).
 */
import { chatPagePath } from '../../shared/contract/chat/page.ts'
import type { ButtonTarget } from '../../shared/domain/booking/actions.ts'

export type ListView = 'current' | 'history'
export type BookingsView = ListView | 'detail'

/** A page about one booking: its id in the query (the end and flow pages build theirs too). */
export const withBookingId = (path: string, bookingId: string, extra = '') =>
  `${path}?bookingID=${encodeURIComponent(bookingId)}${extra}`

export const bookingPaths = {
  current: '/booking/current',
  history: '/booking/history',
  detail: (bookingId: string) => withBookingId('/booking/detail', bookingId),
  /** the change modal opens on the detail (`change=1`) */
  change: (bookingId: string) => withBookingId('/booking/detail', bookingId, '&change=1'),
  cancel: (bookingId: string) => withBookingId('/booking/cancel', bookingId),
  item: (itemId: string) => `/equipments/${encodeURIComponent(itemId)}`,
  supplier: (userId: string) => `/supplier/profile/${encodeURIComponent(userId)}`,
  /** the chat page, opening the item's room with its supplier */
  chat: (itemId: string) => chatPagePath(itemId),
  discover: '/',
} as const

/** The flow page a main or list button opens, with the booking's id in the query. */
export function targetPath(target: ButtonTarget, bookingId: string): string {
  switch (target) {
    case 'overdueTerms':
      return withBookingId('/booking/delayInReturn', bookingId)
    case 'changePayment':
      return withBookingId('/booking/ChangeRequestPayment', bookingId)
    case 'standardPayment':
      return withBookingId('/booking/standardpayment', bookingId)
    case 'confirmPickUp':
    case 'confirmReturn':
      return withBookingId('/booking/confirm', bookingId)
    case 'details':
      return bookingPaths.detail(bookingId)
  }
}

/** A site path, absolute when the widget is embedded on another site. */
export function siteLink(path: string, base = ''): string {
  return `${base.replace(/\/$/, '')}${path}`
}

/** A list view's path. */
export const listPath = (view: ListView) => bookingPaths[view]
