/**
 * The demo accounts' activity: favourite categories, bookmarks and bookings around the
 * seed date, including one listing booked out for a window (so date search has something
 * to exclude) and a cancelled booking that must not block anything.
 */
import { seedId } from '../ids.ts'
import { categoryId } from './catalogue.ts'
import type { SeedRows } from './types.ts'

const dayMs = 24 * 60 * 60 * 1000
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

export function planActivity(anchor: Date, items: ItemRow[], hirerId: string, supplierId: string) {
  const at = (day: number) => new Date(anchor.getTime() + day * dayMs)
  const ownProducts = items.filter(
    (item) => item.supplierId === supplierId && item.itemCategoryType === 2,
  )
  const others = items.filter((item) => item.supplierId !== supplierId)
  const bookedOut = ownProducts.find((item) => (item.availableUnits ?? 1) >= 2) ?? ownProducts[0]
  const partly = others.find(
    (item) => item.itemCategoryType === 2 && (item.availableUnits ?? 1) >= 3,
  )
  const cancelled = others.find((item) => item.itemCategoryType === 2 && item.availableUnits === 1)
  if (!bookedOut || !partly || !cancelled)
    throw new Error('Seed catalogue lacks the demo booking items')

  const bookings: SeedRows['bookings'] = []
  const book = (
    key: string,
    item: ItemRow,
    from: number,
    to: number,
    status: string,
    units = 1,
  ) => {
    const id = item.id as string
    bookings.push({
      id: seedId(`booking:${key}`),
      itemId: id,
      hirerId,
      startAt: at(from),
      endAt: at(to),
      units,
      status,
      amountCents: (item.dayPriceCents ?? 0) * units * (to - from),
    })
  }
  const { fromDay, toDay } = bookedOutWindow
  book('booked-out', bookedOut, fromDay, toDay, 'APPROVED', bookedOut.availableUnits ?? 1)
  book('partly-booked', partly, fromDay, toDay, 'REQUESTED')
  book('cancelled', cancelled, fromDay, toDay, 'CANCELED')
  const [pastItem, soonItem] = others.filter((item) => item.itemCategoryType === 2).slice(5, 7)
  if (pastItem) book('completed', pastItem, -30, -28, 'COMPLETED')
  if (soonItem) book('upcoming', soonItem, 3, 5, 'APPROVED')
  // Earlier hires in other categories: the hirer's carbon savings and "last hired" list.
  const seen = new Set(bookings.map((booking) => booking.itemId))
  const pastHires = pastHireCategories.flatMap((key) => {
    const item = others.find(
      (entry) => entry.categoryId === categoryId(key) && !seen.has(entry.id as string),
    )
    return item ? [item] : []
  })
  pastHires.forEach((item, index) => {
    const start = -140 + index * 25
    book(`past-hire:${index}`, item, start, start + 2, 'COMPLETED')
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
  return { bookings, bookmarks, userCategories, scenario }
}
