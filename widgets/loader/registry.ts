/**
 * Every tag the bundle knows and how to load its element. A new widget adds one line;
 * each import becomes its own chunk, fetched only when the tag appears on the page.
 */
export const widgets: Record<string, () => Promise<unknown>> = {
  'hire-search': () => import('../search/element.ts'),
  'hire-account': () => import('../account/element.ts'),
  'hire-item': () => import('../item/element.ts'),
  'hire-listings': () => import('../listings/element.ts'),
  'hire-bookings': () => import('../bookings/element.ts'),
}
