/**
 * `hire-item-open`: a card is about to open an item. Cancelable, so a host can route the
 * visitor itself (its own item page, its own modal) instead of ours.
 */
import { emit } from '../runtime/events.ts'

declare module '../runtime/events.ts' {
  interface HireEventMap {
    /** a card is opening an item; cancelable: preventDefault() keeps the widget from opening it */
    'hire-item-open': { itemId: string }
  }
}

declare global {
  interface HTMLElementEventMap {
    'hire-item-open': CustomEvent<{ itemId: string }>
  }
  interface DocumentEventMap {
    'hire-item-open': CustomEvent<{ itemId: string }>
  }
}

/** Tells the host; false when it called preventDefault() and will open the item itself. */
export function announceItemOpen(target: EventTarget, itemId: string): boolean {
  return emit(target, 'hire-item-open', { itemId }, { cancelable: true })
}
