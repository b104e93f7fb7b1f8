import { type BookingSpec, bookingBook } from './booking-rows.ts'
import { categoryId } from './catalogue.ts'
import { savedCard } from './saved-card.ts'
import type { SeedRows } from './types.ts'

export const demoFavouriteCategories = ['water-sports', 'surfing', 'hiking', 'camping']
/** The demo hirer hired one listing of each of these months ago. */
const pastHireCategories = ['camping', 'cycling', 'snow', 'tours']

/** Days after the seed date covered by the booked-out window: [start, end). */
export const bookedOutWindow = { fromDay: 10, toDay: 14 } as const

export interface DemoScenario {
  /** every unit is booked during the window */
  bookedOutItemId: string
  /** one of several units is booked during the window */
  partlyBookedItemId: string
  /** only a cancelled booking during the window */
  cancelledBookingItemId: string
}

type ItemRow = SeedRows['items'][number]

export function planActivity(
  anchor: Date,
  items: ItemRow[],
  itemPrices: SeedRows['itemPrices'],
  hirerId: string,
  supplierId: string,
) {
  const products = items.filter((item) => item.itemCategoryType === 2)
  const ownProducts = products.filter((item) => item.supplierId === supplierId)
  const others = items.filter((item) => item.supplierId !== supplierId)
  const otherProducts = others.filter((item) => item.itemCategoryType === 2)
  const bookedOut = ownProducts.find((item) => (item.availableUnits ?? 1) >= 2) ?? ownProducts[0]
  const partly = otherProducts.find((item) => (item.availableUnits ?? 1) >= 3)
  const cancelled = otherProducts.find((item) => item.availableUnits === 1)
  if (!bookedOut || !partly || !cancelled)
    throw new Error('Seed catalogue lacks the demo booking items')

  const card = savedCard(anchor, { key: 'demo-hirer', id: hirerId, name: 'Harriet Hirer' })
  const { book, rows } = bookingBook(anchor, itemPrices, { hirerId, cardId: card.id })
  const seen = new Set<string>()
  const add = (spec: BookingSpec) => {
    seen.add(spec.item.id as string)
    book(spec)
  }
  const { fromDay, toDay } = bookedOutWindow
  const window = { from: fromDay, to: toDay }
  add({
    key: 'booked-out',
    item: bookedOut,
    ...window,
    status: 'APPROVED',
    units: bookedOut.availableUnits ?? 1,
  })
  add({ key: 'partly-booked', item: partly, ...window, status: 'REQUESTED' })
  add({ key: 'cancelled', item: cancelled, ...window, status: 'CANCELED', paid: false })
  const [pastItem, soonItem] = otherProducts.slice(5, 7)
  if (pastItem)
    add({
      key: 'completed',
      item: pastItem,
      from: -30,
      to: -28,
      status: 'COMPLETED',
      pickedUp: true,
      returned: true,
      bondRefunded: true,
    })
  if (soonItem) add({ key: 'upcoming', item: soonItem, from: 3, to: 5, status: 'APPROVED' })
  // Earlier hires in other categories: the hirer's carbon savings and "last hired" list.
  pastHireCategories.forEach((key, index) => {
    const item = others.find(
      (entry) => entry.categoryId === categoryId(key) && !seen.has(entry.id as string),
    )
    const start = -140 + index * 25
    const done = { pickedUp: true, returned: true, bondRefunded: true }
    if (item)
      add({
        key: `past-hire:${index}`,
        item,
        from: start,
        to: start + 2,
        status: 'COMPLETED',
        ...done,
      })
  })

  // One booking in each remaining status, each on its own listing.
  const free = (pool: ItemRow[], test: (item: ItemRow) => boolean = () => true) => {
    const item = pool.find((entry) => !seen.has(entry.id as string) && test(entry))
    if (!item) throw new Error('Seed catalogue lacks listings for the demo bookings')
    return item
  }
  const spread = otherProducts.filter((_, index) => index % 7 === 3)
  const instant = (item: ItemRow) => item.instantBooking === true
  const requested = (item: ItemRow) => !item.instantBooking
  add({ key: 'active', item: free(spread), from: -1, to: 3, status: 'ACTIVE', pickedUp: true })
  add({ key: 'overdue', item: free(spread), from: -6, to: -2, status: 'OVER_DUE', pickedUp: true })
  add({ key: 'standard', item: free(spread), from: 1, to: 3, status: 'APPROVED', standard: true })
  add({ key: 'instant', item: free(spread, instant), from: 30, to: 32, status: 'APPROVED' })
  add({
    key: 'declined',
    item: free(spread, requested),
    from: 25,
    to: 27,
    status: 'DECLINED',
    paid: false,
  })
  add({
    key: 'change-request',
    item: free(spread),
    from: 6,
    to: 8,
    status: 'CHANGE_REQUEST',
    previousStatus: 'APPROVED',
    change: { to: 10, state: 'PENDING' },
  })
  add({
    key: 'payment-required',
    item: free(spread),
    from: 16,
    to: 18,
    status: 'PAYMENT_REQUIRED',
    previousStatus: 'APPROVED',
    change: { to: 20, state: 'APPROVED' },
  })
  // A second overdue hire: the overdue payment journey settles one, and the list still
  // shows the other however the browser tests are ordered.
  add({
    key: 'overdue-late',
    item: free(spread),
    from: -8,
    to: -3,
    status: 'OVER_DUE',
    pickedUp: true,
  })
  // The demo supplier's orders: a request to answer, a cancellation to answer, a return
  // to confirm.
  add({
    key: 'supplier-request',
    item: free(ownProducts, requested),
    from: 20,
    to: 22,
    status: 'REQUESTED',
  })
  add({
    key: 'supplier-cancel',
    item: free(ownProducts),
    from: 15,
    to: 17,
    status: 'PENDING_CANCELATION',
    previousStatus: 'APPROVED',
    cancelRequest: { reason: 'My plans have changed, sorry.', requestedBy: 'HIRER' },
  })
  add({
    key: 'supplier-return',
    item: free(ownProducts),
    from: -9,
    to: -6,
    status: 'RETRUNED',
    pickedUp: true,
    returned: true,
  })

  const bookmarks = others
    .filter((_, index) => index % 37 === 0)
    .slice(0, 5)
    .map((item) => ({ userId: hirerId, itemId: item.id as string }))
  const userCategories = demoFavouriteCategories.map((key) => ({
    userId: hirerId,
    categoryId: categoryId(key),
  }))
  const scenario: DemoScenario = {
    bookedOutItemId: bookedOut.id as string,
    partlyBookedItemId: partly.id as string,
    cancelledBookingItemId: cancelled.id as string,
  }
  return {
    ...rows,
    cards: card.cards,
    sandboxCards: card.sandboxCards,
    bookmarks,
    userCategories,
    scenario,
  }
}
