/**
 * Orders for the demo supplier's console, from a second hirer so the demo hirer's own
 * lists stay as they are: one in every tab (a hire out today, upcoming and instant
 * bookings, a change request, a second request, declined and cancelled ones) and past
 * hires over the last two months for the revenue dashboard. Windows avoid the demo
 * supplier's other seeded bookings, and each listing is booked once per window.
 */
import { type BookingSpec, bookingBook } from './booking-rows.ts'
import { savedCard } from './saved-card.ts'
import type { SeedRows } from './types.ts'

type ItemRow = SeedRows['items'][number]
type UserRow = SeedRows['users'][number]

type Order = Omit<BookingSpec, 'item' | 'key'> & { key: string; instant?: boolean }

const done = { pickedUp: true, returned: true, bondRefunded: true } as const
const orders: Order[] = [
  { key: 'out-today', from: 0, to: 2, status: 'ACTIVE', pickedUp: true },
  { key: 'upcoming', from: 4, to: 6, status: 'APPROVED' },
  { key: 'instant', from: 26, to: 28, status: 'APPROVED', instant: true },
  {
    key: 'change',
    from: 7,
    to: 9,
    status: 'CHANGE_REQUEST',
    previousStatus: 'APPROVED',
    change: { to: 10, state: 'PENDING' },
  },
  { key: 'request', from: 24, to: 26, status: 'REQUESTED', instant: false },
  { key: 'declined', from: 28, to: 30, status: 'DECLINED', paid: false, instant: false },
  { key: 'cancelled', from: 31, to: 33, status: 'CANCELED', paid: false },
  { key: 'past-1', from: -60, to: -58, status: 'COMPLETED', ...done },
  { key: 'past-2', from: -45, to: -42, status: 'COMPLETED', ...done },
  { key: 'past-3', from: -33, to: -31, status: 'COMPLETED', ...done },
  { key: 'past-4', from: -20, to: -18, status: 'COMPLETED', ...done },
  { key: 'past-5', from: -13, to: -11, status: 'COMPLETED', ...done },
  { key: 'past-6', from: -5, to: -3, status: 'COMPLETED', ...done },
]

export function planSupplierOrders(
  anchor: Date,
  items: ItemRow[],
  itemPrices: SeedRows['itemPrices'],
  users: UserRow[],
  demo: { hirerId: string; supplierId: string },
  /** listings the demo supplier's other seeded bookings use */
  taken: Set<string>,
) {
  const hirer = users
    .filter((user) => user.userType === 'INDIVIDUAL' && user.id !== demo.supplierId)
    .find((user) => user.id !== demo.hirerId)
  const own = items.filter(
    (item) => item.supplierId === demo.supplierId && !taken.has(item.id as string),
  )
  if (!hirer || own.length < 3) throw new Error('Seed catalogue lacks the console orders')
  const hirerId = hirer.id as string
  const card = savedCard(anchor, { key: 'console-hirer', id: hirerId, name: 'Console Hirer' })
  const { book, rows } = bookingBook(anchor, itemPrices, { hirerId, cardId: card.id })
  orders.forEach(({ instant, key, ...spec }, index) => {
    const fits = (item: ItemRow) =>
      instant === undefined || Boolean(item.instantBooking) === instant
    const pool = own.filter(fits)
    const item = pool[index % pool.length]
    if (item) book({ ...spec, key: `console:${key}`, item })
  })
  return {
    ...rows,
    cards: card.cards,
    sandboxCards: card.sandboxCards,
    hirerId,
  }
}

/**
 * Every seeded supplier with listings has payout details, as listing requires, except one
 * (the supplier of the first listing with its own terms), who shows the console's 426
 * payment-details prompt.
 */
export function seededPayouts(
  users: UserRow[],
  items: ItemRow[],
  demoSupplierId: string,
  payout: (
    userId: string,
    person: { firstName: string; lastName: string; email: string },
  ) => {
    bankDetails: SeedRows['bankDetails']
    sandboxPayoutAccounts: SeedRows['sandboxPayoutAccounts']
  },
) {
  const pending = items.find((item) => item.isApplyTermsAndCond === false)?.supplierId
  const listing = new Set(items.map((item) => item.supplierId))
  const chosen = users.filter(
    (user) => listing.has(user.id as string) && user.id !== demoSupplierId && user.id !== pending,
  )
  const rows = chosen.map((user) =>
    payout(user.id as string, {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
    }),
  )
  return {
    payoutPendingSupplierId: pending ?? null,
    bankDetails: rows.flatMap((row) => row.bankDetails),
    sandboxPayoutAccounts: rows.flatMap((row) => row.sandboxPayoutAccounts),
  }
}
