/**
 * Helpers for the supplier console suites: the demo supplier's sign-in, a booking made by
 * a fresh hirer on a given listing, and what the seed says the demo supplier earned,
 * computed here from the seed plan (independently of the server's SQL).
 */
import { expect } from 'vitest'
import type { CheckoutData } from '../../shared/contract/booking/records.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import type { MostHiredRow } from '../../shared/contract/supplier/orders.ts'
import { localDay } from '../../shared/domain/supplier/periods.ts'
import { signIn } from './accounts.ts'
import { checkoutBody, DAY, type Hirer, itemOf, request } from './bookings-support.ts'
import { bearer, type RunningApi } from './harness.ts'
import { demoSupplierId, plan } from './seed-facts.ts'

export const timeZone = 'Australia/Sydney'
const notHired = ['REQUESTED', 'DECLINED', 'CANCELED', 'EXPIRED', 'PAYMENT_REQUIRED']

export async function demoSupplier(api: RunningApi): Promise<string> {
  const login = await signIn(api, 'supplier@example.com')
  return bearer(String(login.body.data.accessToken))
}

/** The views the supplier's dashboard counts for one of their items (-1: not listed). */
export async function viewCount(api: RunningApi, auth: string, itemId: string) {
  const rows = await api.get<ListData<MostHiredRow>>(
    '/items/most-hired-items?pageNo=1&limit=100',
    auth,
  )
  return rows.list.find((row) => row._id === itemId)?.viewCount ?? -1
}

export const demoHirerAuth = async (api: RunningApi) =>
  bearer(String((await signIn(api, 'hirer@example.com')).body.data.accessToken))

const dayPrice = (itemId: string) =>
  plan.rows.itemPrices.some((price) => price.itemId === itemId && price.type === 1)

/** The supplier's products that take requests, priced by the day. */
export const requestListings = (supplierId: string) =>
  plan.rows.items
    .filter(
      (item) =>
        item.supplierId === supplierId &&
        !item.instantBooking &&
        item.itemCategoryType === 2 &&
        dayPrice(item.id as string),
    )
    .map((item) => item.id as string)

/** A request (or an instant booking) by `hirer` for `days` days from `start` (UTC midnight). */
export async function book(
  api: RunningApi,
  hirer: Hirer,
  itemId: string,
  start: number,
  now: number,
  days = 2,
): Promise<string> {
  const item = await itemOf(api, itemId)
  const { body } = checkoutBody(
    item,
    hirer.card.id,
    { startDate: start, endDate: start + (days - 1) * DAY },
    now,
  )
  const booked = await request<CheckoutData>(api, 'POST', '/booking/checkout', body, hirer.auth, {
    'Idempotency-Key': `console-${hirer.userId}-${itemId}-${start}`,
  })
  expect(booked.status).toBe(200)
  return booked.body.data.bookingId
}

interface SeedBooking {
  supplierId: string
  status: string
  startAt: Date
  paidCents?: number
  refundedCents?: number
  penaltyPaidCents?: number
  tipCents?: number
}

/** The demo supplier's hires in the seed, as the revenue rules count them. */
function seededHires() {
  return (plan.rows.bookings as SeedBooking[]).filter(
    (booking) => booking.supplierId === demoSupplierId && !notHired.includes(booking.status),
  )
}

const earnedCents = (booking: SeedBooking) =>
  (booking.paidCents ?? 0) -
  (booking.refundedCents ?? 0) +
  (booking.penaltyPaidCents ?? 0) +
  (booking.tipCents ?? 0)

/** Cents and hires of the seed whose first local day is in [from, to] (both included). */
export function seededRevenue(range?: { from: string; to: string }) {
  const hires = seededHires().filter((booking) => {
    if (!range) return true
    const day = localDay(booking.startAt, timeZone)
    return day >= range.from && day <= range.to
  })
  return { cents: hires.reduce((sum, b) => sum + earnedCents(b), 0), hired: hires.length }
}
