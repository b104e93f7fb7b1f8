/**
 * Set-up for the supplier console journey: the demo supplier signed in on a page, requests
 * by the demo hirer through the API (request-only products of the demo supplier, one day
 * each, on days no other journey books), and the hirer's pick-up and return by API.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import type { ApiSession } from './account-session.ts'
import { clientHeaders, tinyPng } from './accounts-support.ts'
import { call } from './booking-end-support.ts'
import { login } from './booking-flows-support.ts'

const headers = { ...clientHeaders, platform: '3', timezone: '0' }

/** Signs the demo supplier in on `page` (as signInAsHirer does for the hirer). */
export async function signInAsSupplier(page: Page) {
  const supplier = await login(page.request, 'supplier@example.com', 'INDIVIDUAL')
  const profile = await call<{ user: object }>(page.request, 'GET', '/user/profile', {
    token: supplier.token,
  })
  await page.goto('/under-construction')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
    .toBeTruthy()
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('hire:accessToken', token)
      localStorage.setItem('hire:userType', 'INDIVIDUAL')
      localStorage.setItem('hire:userInfo', JSON.stringify(user))
      localStorage.setItem('hire:isGuestUser', '0')
      localStorage.setItem('hire:tourSeen', '1')
    },
    { token: supplier.token, user: profile.user },
  )
  return supplier
}

/**
 * A request by the hirer for one whole day, on the first product free that day; with
 * `instant`, an instant booking (approved at once) of an instant-booking product.
 */
export async function requestDay(
  request: APIRequestContext,
  hirer: ApiSession,
  cardId: string,
  items: ItemDetail[],
  day: number,
  { instant = false }: { instant?: boolean } = {},
): Promise<{ bookingId: string; item: ItemDetail }> {
  for (const item of items.filter((entry) => Boolean(entry.instantBooking) === instant)) {
    const result = quoteCheckout({
      item,
      period: { startDate: day, endDate: day, startTime: null, endTime: null },
      quantity: 1,
      standard: false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    if (!result.ok) continue
    const { quote } = result
    const response = await request.post('/api/v1/booking/checkout', {
      headers: { ...headers, authorization: `Bearer ${hirer.accessToken}` },
      data: {
        itemId: item._id,
        startDate: day,
        endDate: day,
        startTime: null,
        endTime: null,
        hireCost: toDollars(quote.hireCents),
        securityDeposit: toDollars(quote.securityDepositCents),
        bond: toDollars(quote.bondCents),
        totalCost: toDollars(quote.totalCents),
        discountApplied: false,
        cardId,
        bookingType: instant ? 'INSTANT' : 'NON_INSTANT',
        instantBooking: instant,
        isStandardBooking: false,
        paymentMethod: 'STRIPE',
        bookCount: 1,
      },
    })
    if (!response.ok()) continue
    return { bookingId: ((await response.json()).data as { bookingId: string }).bookingId, item }
  }
  throw new Error(
    `no ${instant ? 'instant' : 'request-only'} product of the demo supplier is free that day`,
  )
}

/** The hirer picks the item up and returns it, each with a photo. */
export async function pickUpAndReturn(
  request: APIRequestContext,
  hirer: ApiSession,
  bookingId: string,
) {
  const token = hirer.accessToken
  const { url } = await call<{ url: string }>(request, 'POST', '/media-upload', {
    token,
    multipart: { file: { name: 'item.png', mimeType: 'image/png', buffer: tinyPng } },
  })
  await call(request, 'PUT', '/items/pickup', {
    token,
    data: { bookingId, unmentionDamaged: false, media: [url] },
  })
  await call(request, 'PUT', '/items/return', {
    token,
    data: { bookingId, anyDamaged: false, media: [url] },
  })
}

/** No horizontal scroll at the page's current width. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * The order card showing every one of `texts` on the current tab, scrolling the list (10 a
 * page, infinite scroll) until it is loaded.
 */
export async function findOrderCard(page: Page, texts: string[]) {
  const card = texts.reduce(
    (found, text) => found.filter({ hasText: text }),
    page.locator('.console-card'),
  )
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true
        await page.locator('.console-card').last().scrollIntoViewIfNeeded()
        await page.mouse.wheel(0, 3000)
        return false
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return card.first()
}

/** The open dialog sits in the middle of a phone's width, inside the screen. */
export async function expectCentred(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box).not.toBeNull()
  if (!box) return
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2)
}
