/**
 * Events to the host page: CustomEvents named `hire-<what>`, bubbling out of the shadow
 * root (composed), with a copied plain `detail` so the page can keep it without holding
 * our objects. Each event's detail is typed here; new widgets add their events to the map.
 */
import type { SearchQuery } from '../../shared/domain/catalogue/search-query.ts'

export interface HireEventMap {
  /** the widget rendered and handles input */
  'hire-ready': { tag: string }
  /** something went wrong that the host may want to know about */
  'hire-error': { tag: string; message: string; attribute?: string }
  /** Explore pressed; cancelable: preventDefault() stops the navigation */
  'hire-search': { query: SearchQuery; url: string }
  /** a booking was paid in place on this page (amount: the booking's total, in dollars) */
  'hire-booking-confirmed': { bookingId: string; itemId: string; amount: number; currency: 'AUD' }
}

export type HireEventName = keyof HireEventMap

declare global {
  interface HTMLElementEventMap {
    'hire-ready': CustomEvent<HireEventMap['hire-ready']>
    'hire-error': CustomEvent<HireEventMap['hire-error']>
    'hire-search': CustomEvent<HireEventMap['hire-search']>
    'hire-booking-confirmed': CustomEvent<HireEventMap['hire-booking-confirmed']>
  }
  interface DocumentEventMap {
    'hire-ready': CustomEvent<HireEventMap['hire-ready']>
    'hire-error': CustomEvent<HireEventMap['hire-error']>
    'hire-search': CustomEvent<HireEventMap['hire-search']>
    'hire-booking-confirmed': CustomEvent<HireEventMap['hire-booking-confirmed']>
  }
}

function plainCopy<T>(detail: T): T {
  try {
    return structuredClone(detail)
  } catch {
    // Functions or DOM nodes cannot be cloned: fall back to their JSON form.
    return JSON.parse(JSON.stringify(detail ?? null)) as T
  }
}

/**
 * Dispatches `name` from `target`. Returns false when the event was cancelable and the
 * page called preventDefault().
 */
export function emit<Name extends HireEventName>(
  target: EventTarget,
  name: Name,
  detail: HireEventMap[Name],
  options: { cancelable?: boolean } = {},
): boolean {
  const event = new CustomEvent(name, {
    detail: plainCopy(detail),
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  })
  return target.dispatchEvent(event)
}
