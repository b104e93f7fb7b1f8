/**
 * `npm run bench:journeys`: times the steps a hirer waits for, in headless Chromium against
 * a running marketplace (BENCH_URL, default http://localhost:4321): results to an item page
 * (the pointer rests on the card first, as a person's does), the item's map from 'Show
 * interactive map' to drawn, the bookings list to a booking's detail (signed in as the
 * demo hirer), and 'Confirm and pay' to 'Payment Successful!' (a one-day request for a
 * request-only product of the demo supplier, a day later on each run, paid with the saved
 * Visa 4242; the API calls made meanwhile are listed with their times). BENCH_HOVER_MS (default 300) is how long the pointer rests on a link before
 * the click. Prints the median of BENCH_RUNS (default 3) per step, in milliseconds, with
 * the machine's load average (timings on a busy machine are inflated).
 */
import { loadavg } from 'node:os'
import { type Browser, chromium, type Page } from '@playwright/test'
import type { ItemDetail } from '../shared/contract/catalogue/items.ts'
import { pickOneDay, requestOnlyProduct } from '../tests/e2e/booking-journey-support.ts'
import { hydrated } from '../tests/e2e/helpers.ts'
import { benchChromium } from './bench/browser.ts'

const base = process.env.BENCH_URL ?? 'http://localhost:4321'
const runs = Number(process.env.BENCH_RUNS ?? 3)
/** How long the pointer rests on a link before the click (0: straight to the click). */
const hover = Number(process.env.BENCH_HOVER_MS ?? 300)
const headers = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>) {
  const start = performance.now()
  await action()
  await done()
  return Math.round(performance.now() - start)
}

/**
 * From a list page to the first linked detail: the list settles, the pointer rests on the
 * link a moment (as a person's does), then the click is timed until the detail shows.
 */
async function listToDetail(
  page: Page,
  list: { path: string; link: string; detail: string },
): Promise<number> {
  await page.goto(`${base}${list.path}`)
  const link = page.locator(list.link).first()
  await link.waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await link.hover()
  await page.waitForTimeout(hover)
  return timed(
    () => link.click(),
    () => page.locator(list.detail).first().waitFor({ timeout: 30_000 }),
  )
}

const resultsToItem = (page: Page) =>
  listToDetail(page, {
    path: '/search-result?latitude=-33.87&longitude=151.21&address=Sydney%20NSW',
    link: '.results-grid a[href^="/equipments/"]',
    detail: 'h1',
  })

async function itemMap(page: Page): Promise<number> {
  const open = page.getByRole('button', { name: 'Show interactive map' })
  await open.scrollIntoViewIfNeeded({ timeout: 30_000 })
  return timed(
    () => open.click(),
    () =>
      page
        .locator('.hire-map[data-phase="ready"], .hire-map[data-phase="failed"]')
        .waitFor({ state: 'attached', timeout: 60_000 }),
  )
}

async function signIn(page: Page) {
  const response = await page.request.post(`${base}/api/v1/user/login`, {
    headers,
    data: { email: 'hirer@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  const session = (await response.json()).data
  await page.goto(`${base}/under-construction`)
  await page.waitForFunction(() => localStorage.getItem('hire:accessToken'))
  await page.evaluate((session) => {
    localStorage.setItem('hire:accessToken', session.accessToken)
    localStorage.setItem('hire:userType', 'INDIVIDUAL')
    localStorage.setItem('hire:userInfo', JSON.stringify(session.user))
    localStorage.setItem('hire:isGuestUser', '0')
    localStorage.setItem('hire:tourSeen', '1')
  }, session)
}

const bookingsToDetail = (page: Page) =>
  listToDetail(page, {
    path: '/booking/current',
    link: '.bookings-card a[href*="/booking/detail"]',
    detail: '.bookings-detail-about',
  })

/** The demo supplier's products by the day, as the booking journey test picks them. */
async function supplierProducts(page: Page): Promise<ItemDetail[]> {
  const login = await page.request.post(`${base}/api/v1/user/login`, {
    headers,
    data: { email: 'supplier@example.com', password: 'Password1', userType: 'INDIVIDUAL' },
  })
  const supplierId = ((await login.json()).data as { user: { _id: string } }).user._id
  const list = await page.request.get(
    `${base}/api/v1/items/recently-added-items?userId=${supplierId}&pageNo=1&limit=50`,
    { headers },
  )
  const items: ItemDetail[] = []
  for (const { _id } of ((await list.json()).data as { list: { _id: string }[] }).list) {
    const response = await page.request.get(`${base}/api/v1/items/${_id}`, { headers })
    items.push((await response.json()).data as ItemDetail)
  }
  return items.filter((item) => item.itemCategoryType === 2 && item.price.length > 0)
}

/** The API calls a step made, slowest first: where its time goes. */
const apiCalls: Record<string, number[]> = {}

/** From the item page to the checkout's 'Confirm and pay'; times the click to success. */
async function confirmAndPay(page: Page, days: number): Promise<number> {
  const item = requestOnlyProduct(await supplierProducts(page))
  await page.goto(`${base}/equipments/${item._id}`)
  await hydrated(page)
  await pickOneDay(page, days)
  await page
    .getByRole('region', { name: 'Booking' })
    .getByRole('button', { name: 'Request to book' })
    .click()
  await page.getByRole('button', { name: 'Accept and Continue' }).click()
  await page
    .getByRole('heading', { level: 1, name: 'Confirm and pay' })
    .waitFor({ timeout: 30_000 })
  await hydrated(page)
  await page.getByRole('radio', { name: /ending in 4242/ }).check()
  const started = new Map<object, number>()
  const onRequest = (request: object) => started.set(request, performance.now())
  const onFinished = (request: { url(): string; method(): string }) => {
    const at = started.get(request)
    const url = new URL(request.url())
    if (at === undefined || !url.pathname.startsWith('/api/v1/')) return
    const key = `${request.method()} ${url.pathname.replace(/[a-f0-9]{24}/g, ':id')}`
    apiCalls[key] ??= []
    apiCalls[key].push(Math.round(performance.now() - at))
  }
  page.on('request', onRequest)
  page.on('requestfinished', onFinished)
  const time = await timed(
    () => page.getByRole('button', { name: 'Confirm and pay' }).click(),
    () =>
      page
        .getByRole('heading', { level: 1, name: 'Payment Successful!' })
        .waitFor({ timeout: 30_000 }),
  )
  page.off('request', onRequest)
  page.off('requestfinished', onFinished)
  return time
}

async function main() {
  const browser: Browser = await chromium.launch({
    executablePath: benchChromium,
  })
  const steps: Record<string, number[]> = {
    'results → item': [],
    'item map': [],
    'bookings → detail': [],
    'confirm and pay → success': [],
  }
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      // A step that fails is reported and left out; the next steps still run.
      const measure = async (step: string, action: () => Promise<number>) => {
        try {
          steps[step]?.push(await action())
        } catch (error) {
          console.error(`${step} failed: ${(error as Error).message.split('\n')[0]}`)
        }
      }
      await measure('results → item', () => resultsToItem(page))
      await measure('item map', () => itemMap(page))
      await signIn(page)
      await measure('bookings → detail', () => bookingsToDetail(page))
      await measure('confirm and pay → success', () => confirmAndPay(page, 1 + run))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  console.log(`load average ${load}; median of ${runs} runs (ms):`)
  for (const [step, values] of Object.entries(steps)) {
    console.log(`  ${step}: ${median(values)} (${values.join(', ')})`)
  }
  console.log('API calls during confirm and pay (median ms):')
  for (const [call, values] of Object.entries(apiCalls)) {
    console.log(`  ${call}: ${median(values)} (${values.length} calls)`)
  }
}

await main()
