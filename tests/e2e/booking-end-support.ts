/**
 * Set-up for the end-of-booking journeys: API calls as the demo hirer, and an ACTIVE
 * booking of its own for each return journey (an instant product booked for today and
 * tomorrow with the saved 4242 card, then picked up with a photo), so these journeys never
 * depend on the one ACTIVE booking the seed gives, which other journeys may return.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import type { BookingRecord } from '../../shared/contract/booking/records.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import { type ApiSession, loginByApi } from './account-session.ts'
import { clientHeaders, tinyPng } from './accounts-support.ts'
import { localMidnight } from './helpers.ts'

const headers = { ...clientHeaders, platform: '3', timezone: '0' }

export async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { token?: string; data?: unknown; multipart?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: options.token ? { ...headers, authorization: `Bearer ${options.token}` } : headers,
    ...(options.data === undefined ? {} : { data: options.data }),
    ...(options.multipart ? { multipart: options.multipart as never } : {}),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  )
  return (await response.json()).data as T
}

export const bookingOf = (request: APIRequestContext, session: ApiSession, bookingId: string) =>
  call<BookingRecord>(request, 'GET', `/booking/${bookingId}`, { token: session.accessToken })

interface Summary {
  _id: string
}

/** An instant product of another supplier, bookable for two days from today. */
async function instantProduct(request: APIRequestContext, hirerId: string, skip: Set<string>) {
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    const page = await call<{ list: Summary[] }>(
      request,
      'GET',
      `/items/recently-added-items?limit=40&pageNo=${pageNo}`,
    )
    for (const summary of page.list) {
      if (skip.has(summary._id)) continue
      const item = await call<ItemDetail>(request, 'GET', `/items/${summary._id}`)
      const fits =
        item.itemCategoryType === 2 &&
        item.instantBooking &&
        item.userId !== hirerId &&
        (item.availableUnits ?? 0) >= 1 &&
        item.price.some((price) => price.type === 1 && price.amount > 0)
      if (fits) return item
    }
  }
  throw new Error('no instant product to book')
}

const taken = new Set<string>()

/** Books, pays and picks up a product for today and tomorrow: an ACTIVE booking. */
export async function activeBooking(request: APIRequestContext): Promise<{
  session: ApiSession
  bookingId: string
  cardId: string
}> {
  const session = await loginByApi(request)
  const token = session.accessToken
  const { cardsList } = await call<{ cardsList: { id: string; last4: string }[] }>(
    request,
    'GET',
    '/user/cards',
    { token },
  )
  const card = cardsList.find((entry) => entry.last4 === '4242')
  if (!card) throw new Error('the demo hirer has no 4242 card')
  for (let attempt = 0; attempt < 5; attempt++) {
    const item = await instantProduct(request, session.user._id, taken)
    taken.add(item._id)
    const period = {
      startDate: localMidnight(0),
      endDate: localMidnight(1),
      startTime: null,
      endTime: null,
    }
    const result = quoteCheckout({
      item,
      period,
      quantity: 1,
      standard: false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    if (!result.ok) continue
    const { quote } = result
    const response = await request.post('/api/v1/booking/checkout', {
      headers: { ...headers, authorization: `Bearer ${token}` },
      data: {
        itemId: item._id,
        ...period,
        hireCost: toDollars(quote.hireCents),
        securityDeposit: toDollars(quote.securityDepositCents),
        bond: toDollars(quote.bondCents),
        totalCost: toDollars(quote.totalCents),
        discountApplied: false,
        cardId: card.id,
        bookingType: 'INSTANT',
        instantBooking: true,
        isStandardBooking: false,
        paymentMethod: 'STRIPE',
        bookCount: 1,
      },
    })
    // Someone else may hold every unit today: try another listing.
    if (!response.ok()) continue
    const { bookingId } = (await response.json()).data as { bookingId: string }
    const { url } = await call<{ url: string }>(request, 'POST', '/media-upload', {
      token,
      multipart: { file: { name: 'pickup.png', mimeType: 'image/png', buffer: tinyPng } },
    })
    await call(request, 'PUT', '/items/pickup', {
      token,
      data: { bookingId, unmentionDamaged: false, media: [url] },
    })
    return { session, bookingId, cardId: card.id }
  }
  throw new Error('could not book an instant product for today')
}

/** One of the demo hirer's OVER_DUE bookings (the seed has two, so the list keeps one). */
export async function overdueBooking(request: APIRequestContext) {
  const session = await loginByApi(request)
  const { list } = await call<{ list: { _id: string; bookingStatus: string }[] }>(
    request,
    'GET',
    '/booking?type=Current&limit=100',
    { token: session.accessToken },
  )
  const booking = list.find((entry) => entry.bookingStatus === 'OVER_DUE')
  if (!booking) throw new Error('the demo hirer has no OVER_DUE booking')
  return { session, bookingId: booking._id }
}
