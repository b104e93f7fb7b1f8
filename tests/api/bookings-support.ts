/**
 * Helpers for the booking and payment suites: a hirer with a saved sandbox card, checkout
 * bodies priced by the client's own rules (shared/domain), listings no seeded booking and
 * no other suite uses, the server's clock, photo uploads and calls with any header.
 */
import { expect } from 'vitest'
import type { BookingRecord } from '../../shared/contract/booking/records.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { type Card, sandboxCards } from '../../shared/contract/checkout/payments.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import { type Account, password, send, verifiedAccount } from './accounts.ts'
import { basic, bearer, type Envelope, type RunningApi } from './harness.ts'
import { plan, seededUser } from './seed-facts.ts'

export const DAY = 86_400_000
export const HOUR = 3_600_000

export interface Reply<T = Record<string, unknown>> {
  status: number
  body: Envelope<T>
  headers: Headers
}

/** A JSON call with any method, auth and extra headers. */
export async function request<T = Record<string, unknown>>(
  api: RunningApi,
  method: string,
  path: string,
  body?: unknown,
  auth: string | null = basic,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await api.call(path, {
    method,
    auth,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text), headers: response.headers }
}

/** The server's clock as this suite has moved it. */
export function serverClock(api: () => RunningApi) {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms
      api().advanceTime(ms)
    },
    /** UTC midnight `days` after the server's today */
    day(days: number) {
      const now = new Date(Date.now() + offset)
      return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY
    },
  }
}

export interface Hirer extends Account {
  auth: string
  card: Card
}

export async function saveCard(
  api: RunningApi,
  auth: string,
  number: string = sandboxCards.succeeds,
) {
  const year = new Date().getUTCFullYear() + 3
  const token = await request<{ token: string }>(api, 'POST', '/sandbox/tokens', {
    number,
    exp_month: 12,
    exp_year: year,
    cvc: '123',
    name: 'Olivia Nguyen',
  })
  expect(token.status).toBe(200)
  const saved = await request<Card>(
    api,
    'POST',
    '/user/card',
    { token: token.body.data.token },
    auth,
  )
  expect(saved.status).toBe(200)
  return saved.body.data
}

/** A new signed-in hirer with a saved card that pays. */
export async function hirerWithCard(api: RunningApi, number?: string): Promise<Hirer> {
  const account = await verifiedAccount(api)
  const auth = bearer(account.token)
  return { ...account, auth, card: await saveCard(api, auth, number) }
}

/** Signs in as the listing's supplier (every seeded account uses the demo password). */
export async function supplierAuth(api: RunningApi, itemId: string): Promise<string> {
  const item = plan.rows.items.find((entry) => entry.id === itemId)
  const supplier = seededUser(item?.supplierId as string)
  const login = await send(api, 'POST', '/user/login', {
    email: supplier.email,
    password,
    userType: supplier.userType,
  })
  expect(login.status).toBe(200)
  return bearer(String(login.body.data.accessToken))
}

const seededBookingItems = new Set(plan.rows.bookings.map((booking) => booking.itemId))
const items = plan.rows.items
const users = plan.rows.users
/** Suppliers whose rating and review count other suites check. */
const checkedSuppliers = new Set<string | undefined>([
  ...[
    items.find(
      (item) =>
        item.itemCategoryType === 2 && (item.bondCents ?? 0) > 0 && !item.isSameAsBusinessHour,
    ),
    items.find((item) => item.isSameAsBusinessHour),
    items.find((item) => item.isApplyTermsAndCond === false),
    items.find((item) => item.itemCategoryType === 1 && item.isNoMaxGroup),
  ].map((item) => item?.supplierId),
  users.find(
    (user) => user.userType === 'BUSINESS' && items.some((item) => item.supplierId === user.id),
  )?.id,
  users.find((user) => user.reviewCount === 0)?.id,
  plan.demo.supplierId,
])
const pool = items
  .filter(
    (item) =>
      item.itemCategoryType === 2 &&
      !checkedSuppliers.has(item.supplierId) &&
      !seededBookingItems.has(item.id as string),
  )
  .reverse()
export const slots = 10

/**
 * Products of the catalogue no seeded booking uses, whose suppliers no other suite checks,
 * from the end of the catalogue. Each `slot` (0 to 9) is its own share of them, so suites
 * sharing a PostgreSQL never book the same listing.
 */
export function listings(
  slot: number,
  test: (item: (typeof items)[number]) => boolean = () => true,
) {
  return pool
    .filter((item, index) => index % slots === slot && test(item))
    .map((item) => item.id as string)
}

export async function itemOf(api: RunningApi, itemId: string) {
  return api.get<ItemDetail>(`/items/${itemId}`)
}

export interface Plan {
  startDate: number
  endDate: number
  startTime?: number | null
  endTime?: number | null
  quantity?: number
  standard?: boolean
  discount?: boolean
  creditCents?: number | null
}

/** The checkout body the booking page sends: amounts from the client's own quote. */
export function checkoutBody(item: ItemDetail, cardId: string, choice: Plan, now: number) {
  const quantity = choice.quantity ?? 1
  const period = {
    startDate: choice.startDate,
    endDate: choice.endDate,
    startTime: choice.startTime ?? null,
    endTime: choice.endTime ?? null,
  }
  const result = quoteCheckout({
    item,
    period,
    quantity,
    standard: choice.standard ?? false,
    discount: choice.discount ?? false,
    creditCents: choice.creditCents ?? null,
    now,
  })
  if (!result.ok) throw new Error(result.message)
  const { quote } = result
  return {
    body: {
      itemId: item._id,
      ...period,
      hireCost: toDollars(quote.hireCents),
      securityDeposit: toDollars(quote.securityDepositCents),
      bond: toDollars(quote.bondCents),
      totalCost: toDollars(quote.totalCents),
      discountApplied: choice.discount ?? false,
      cardId,
      bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
      instantBooking: item.instantBooking,
      isStandardBooking: choice.standard ?? false,
      paymentMethod: 'STRIPE',
      bookCount: quantity,
    },
    quote,
  }
}

export async function detail(api: RunningApi, bookingId: string, auth: string) {
  return api.get<BookingRecord>(`/booking/${bookingId}`, auth)
}

/** A PNG uploaded by the user: its URL, as POST /media-upload answers it. */
export async function uploadPhoto(api: RunningApi, auth: string): Promise<string> {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)]), 'photo.png')
  const response = await api.call('/media-upload', { method: 'POST', body: form, auth })
  const body = (await response.json()) as Envelope<{ url: string }>
  expect(response.status).toBe(200)
  return body.data.url
}

/** The sandbox processor's records for one booking. */
export async function chargesOf(api: RunningApi, auth: string, bookingId: string) {
  const data = await api.get<{ list: { kind: string; amount: number; purpose: string | null }[] }>(
    `/sandbox/charges?bookingId=${bookingId}`,
    auth,
  )
  return data.list
}
