/**
 * Events of `<hire-bookings>`, added to the runtime's typed event map. Both are cancelable:
 * a host that calls preventDefault() routes the visitor itself.
 */
import { emit } from '../runtime/events.ts'

interface BookingDetail {
  bookingId: string
}

declare module '../runtime/events.ts' {
  interface HireEventMap {
    /** a booking is opening; cancelable: preventDefault() keeps the widget from opening it */
    'hire-booking-open': BookingDetail
    /** 'Request Change' pressed; cancelable: preventDefault() and show your own change dialog */
    'hire-booking-change': BookingDetail
  }
}

declare global {
  interface HTMLElementEventMap {
    'hire-booking-open': CustomEvent<BookingDetail>
    'hire-booking-change': CustomEvent<BookingDetail>
  }
  interface DocumentEventMap {
    'hire-booking-open': CustomEvent<BookingDetail>
    'hire-booking-change': CustomEvent<BookingDetail>
  }
}

/** Tells the host a booking is opening; false when it called preventDefault(). */
export function announceBookingOpen(target: EventTarget, bookingId: string): boolean {
  return emit(target, 'hire-booking-open', { bookingId }, { cancelable: true })
}

/** Tells the host 'Request Change' was pressed; false when it called preventDefault(). */
export function announceBookingChange(target: EventTarget, bookingId: string): boolean {
  return emit(target, 'hire-booking-change', { bookingId }, { cancelable: true })
}
