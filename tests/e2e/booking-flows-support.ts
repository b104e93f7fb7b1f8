/**
 * Bookings the booking-flow journeys work on, made through the API as the demo hirer (so
 * the seeded bookings other journeys read stay as they are): a demo supplier's product,
 * priced by the client's own rules (shared/domain), paid with the hirer's saved Visa 4242,
 * approved by the demo supplier when it is a request (a request starting today expires at
 * once, so those book an instant listing). A listing already taken for the dates (409) is
 * skipped for the next.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import type { BookingRecord, CheckoutData } from '../../shared/contract/booking/records.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { quoteChange } from '../../shared/domain/booking/change-quote.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toCents, toDollars } from '../../shared/domain/booking/money.ts'
import { toYmd } from '../../shared/domain/booking/ymd.ts'
import { clientHeaders } from './accounts-support.ts'

const headers = { ...clientHeaders, platform: '3', timezone: '0' }

export interface Party {
  token: string
  userId: string
}

async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<{ status: number; data: T; message: string }> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: options.token ? { ...headers, authorization: `Bearer ${options.token}` } : headers,
    ...(options.data === undefined ? {} : { data: options.data }),
  })
  const body = await response.json()
  return { status: response.status(), data: body.data as T, message: String(body.message ?? '') }
}

async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const reply = await call<T>(...args)
  expect(reply.status, `${args[1]} ${args[2]}: ${reply.message}`).toBe(200)
  return reply.data
}

export async function login(request: APIRequestContext, email: string, userType: string) {
  const data = await ok<{ accessToken: string; user: { _id: string } }>(
    request,
    'POST',
    '/user/login',
    { data: { email, password: 'Password1', userType } },
  )
  return { token: data.accessToken, userId: data.user._id }
}

/** The demo supplier's products, newest last (the ones least used elsewhere first). */
export async function supplierProducts(request: APIRequestContext, supplier: Party) {
  const page = await ok<{ list: { _id: string; itemCategoryType: number }[] }>(
    request,
    'GET',
    `/items/recently-added-items?userId=${supplier.userId}&pageNo=1&limit=50`,
  )
  const ids = page.list.filter((item) => item.itemCategoryType === 2).map((item) => item._id)
  const items: ItemDetail[] = []
  for (const id of ids.reverse()) items.push(await ok<ItemDetail>(request, 'GET', `/items/${id}`))
  return items.filter((item) => item.price.length > 0)
}

export async function savedCardId(request: APIRequestContext, hirer: Party): Promise<string> {
  const data = await ok<{ cardsList: { id: string; last4: string }[] }>(
    request,
    'GET',
    '/user/cards',
    { token: hirer.token },
  )
  const card = data.cardsList.find((entry) => entry.last4 === '4242')
  if (!card) throw new Error('The demo hirer has no Visa 4242')
  return card.id
}

export async function bookingOf(request: APIRequestContext, hirer: Party, bookingId: string) {
  return ok<BookingRecord>(request, 'GET', `/booking/${bookingId}`, { token: hirer.token })
}

export interface BookingAsk {
  startDate: number
  endDate: number
  standard?: boolean
  /** an instant listing: a request starting today would expire before it is approved */
  instant?: boolean
}

/** Books the first listing free for the dates; a request is approved by the supplier. */
export async function createBooking(
  request: APIRequestContext,
  parties: { hirer: Party; supplier: Party; cardId: string; items: ItemDetail[] },
  ask: BookingAsk,
): Promise<{ booking: BookingRecord; item: ItemDetail }> {
  const items = parties.items.filter((item) => !ask.instant || item.instantBooking)
  for (const item of items) {
    const result = quoteCheckout({
      item,
      period: { startDate: ask.startDate, endDate: ask.endDate, startTime: null, endTime: null },
      quantity: 1,
      standard: ask.standard ?? false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    if (!result.ok) continue
    const { quote } = result
    const reply = await call<CheckoutData>(request, 'POST', '/booking/checkout', {
      token: parties.hirer.token,
      data: {
        itemId: item._id,
        startDate: ask.startDate,
        endDate: ask.endDate,
        startTime: null,
        endTime: null,
        hireCost: toDollars(quote.hireCents),
        securityDeposit: toDollars(quote.securityDepositCents),
        bond: toDollars(quote.bondCents),
        totalCost: toDollars(quote.totalCents),
        discountApplied: false,
        cardId: parties.cardId,
        bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
        instantBooking: item.instantBooking,
        isStandardBooking: ask.standard ?? false,
        paymentMethod: 'STRIPE',
        bookCount: 1,
      },
    })
    if (reply.status === 409 || reply.status === 400) continue
    expect(reply.status, reply.message).toBe(200)
    if (reply.data.bookingStatus === 'REQUESTED') {
      await ok(request, 'PUT', '/orders/approveOrDecline', {
        token: parties.supplier.token,
        data: { id: reply.data.bookingId, status: 'APPROVED' },
      })
    }
    return { booking: await bookingOf(request, parties.hirer, reply.data.bookingId), item }
  }
  throw new Error('No demo supplier listing is free for these dates')
}

/** Asks for a later end through the API and has the supplier approve it. */
export async function approvedChange(
  request: APIRequestContext,
  parties: { hirer: Party; supplier: Party },
  booking: BookingRecord,
  item: ItemDetail,
  endDate: number,
) {
  const totalCents = toCents(booking.totalCost)
  const bondCents = toCents(booking.bond)
  const result = quoteChange(
    item,
    {
      period: { startDate: booking.startDate, endDate: booking.endDate },
      quantity: 1,
      hireCents: toCents(booking.hireCost),
      securityDepositCents: toCents(booking.securityDeposit),
      totalCents,
      bondCents,
      standard: booking.isStandardBooking,
      balancePaid: toCents(booking.paidAmount) >= totalCents - bondCents,
    },
    { startDate: booking.startDate, endDate },
  )
  if (!result.ok) throw new Error(result.message)
  await ok(request, 'POST', '/booking/change/request', {
    token: parties.hirer.token,
    data: {
      bookingId: booking._id,
      startDate: toYmd(booking.startDate),
      endDate: toYmd(endDate),
      totalCost: toDollars(result.quote.totalCents),
      securityDeposit: toDollars(result.quote.securityDepositCents),
      hireCost: toDollars(result.quote.hireCents),
    },
  })
  await ok(request, 'PUT', '/booking/change/request', {
    token: parties.supplier.token,
    data: { bookingId: booking._id, bookingStatus: 'APPROVE' },
  })
  return result.quote
}

/** A 1 x 1 PNG, for the photo a pick-up or return needs. */
export const tinyPng = {
  name: 'item.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
}
