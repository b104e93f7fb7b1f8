/**
 * What the page-width checks share: every route of the site with seeded ids (found through
 * the API, so they follow the seed), who may open it, how to wait until its widgets have
 * settled, and the measure of a page that scrolls sideways, naming what sticks out.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import {
  bookingItemOf,
  type RequestItemSession,
} from '../../shared/stores/checkout/request-item.ts'
import { clientHeaders } from './accounts-support.ts'
import { localMidnight } from './helpers.ts'

const headers = { ...clientHeaders, platform: '3', timezone: '0' }

async function get<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  })
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true)
  return (await response.json()).data as T
}

async function login(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/user/login', {
    headers,
    data: { email, password: 'Password1', userType: 'INDIVIDUAL' },
  })
  expect(response.ok(), `login ${email}`).toBe(true)
  const { data } = await response.json()
  return { token: data.accessToken as string, userId: data.user._id as string }
}

type Listed = { list: { _id: string }[] }

const first = (listed: Listed, what: string): string => {
  const id = listed.list[0]?._id
  if (!id) throw new Error(`no seeded ${what}`)
  return id
}

/** Seeded ids the dynamic routes need. */
export interface SeededIds {
  item: ItemDetail
  category: string
  location: string
  story: string
  supplier: string
  hirer: string
  currentBooking: string
  pastBooking: string
  supplierItem: string
  order: string
}

export async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const hirer = await login(request, 'hirer@example.com')
  const supplier = await login(request, 'supplier@example.com')
  const [recent, categories, locations, stories, current, past, sellerItems, orders] =
    await Promise.all([
      get<Listed>(request, '/items/recently-added-items?limit=1'),
      get<{ categoriesList: Listed['list'] }>(request, '/items/categories?chunk=100'),
      get<Listed>(request, '/users/destination-city'),
      get<Listed>(request, '/user/adventure/stories'),
      get<Listed>(request, '/booking?type=Current', hirer.token),
      get<Listed>(request, '/booking?type=History', hirer.token),
      get<Listed>(request, '/seller/items', supplier.token),
      get<Listed>(request, '/orders?type=ALL', supplier.token),
    ])
  return {
    item: await get<ItemDetail>(request, `/items/${first(recent, 'item')}`),
    category: first({ list: categories.categoriesList }, 'category'),
    location: first(locations, 'destination'),
    story: first(stories, 'story'),
    supplier: supplier.userId,
    hirer: hirer.userId,
    currentBooking: first(current, 'current booking'),
    pastBooking: first(past, 'past booking'),
    supplierItem: first(sellerItems, 'listing of the supplier'),
    order: first(orders, 'order of the supplier'),
  }
}

/**
 * Who opens a route: anyone (signed out and as the hirer), a visitor signed out (the sign-in
 * pages send a signed-in user home), the hirer, or the supplier.
 */
export type Audience = 'public' | 'guest' | 'hirer' | 'supplier'

export interface Route {
  path: string
  audience: Audience
  /** puts the tab in the state the page needs before it is opened */
  prepare?: (page: Page) => Promise<void>
}

/** A checkout in progress in this tab, as the item page's 'Book now' starts it. */
function checkoutSession(item: ItemDetail, termsAccepted: boolean) {
  return async (page: Page) => {
    const session: RequestItemSession = {
      item: bookingItemOf(item),
      selection: {
        startDate: localMidnight(20),
        endDate: localMidnight(20),
        startTime: null,
        endTime: null,
        quantity: 1,
      },
      termsAccepted,
      cardId: null,
      standard: false,
      discount: false,
      attempt: null,
    }
    await page.evaluate(
      (value) => sessionStorage.setItem('hire:RequestItem', value),
      JSON.stringify(session),
    )
  }
}

/** Every route of site/pages, with seeded ids; `routeFiles` below keeps it complete. */
export function siteRoutes(ids: SeededIds): Route[] {
  const publicPaths = [
    '/',
    '/search-result',
    `/equipments/${ids.item._id}`,
    `/category/${ids.category}`,
    '/page/activities',
    '/page/map?lat=-33.8688&long=151.2093&name=Sydney',
    '/map?lat=-33.8688&long=151.2093&name=Sydney',
    '/location',
    `/location/${ids.location}`,
    `/locationViewAll?locationId=${ids.location}`,
    '/list/equipments/POPULAR',
    `/list/equipments/RELATED_ITEM/${ids.item._id}`,
    '/stories',
    `/stories/${ids.story}`,
    `/supplier/profile/${ids.supplier}`,
    `/supplier/${ids.supplier}`,
    `/supplier/items/RECENT/${ids.supplier}`,
    '/privacypolicy',
    `/embed?supplier=${ids.supplier}`,
    '/termsAndCondition',
    '/under-construction',
    '/not-found',
    '/no/such/page',
    `/notificationhandler?type=QUESTION&itemId=${ids.item._id}`,
    '/auth/accept-policy',
    '/auth/accept-tnc',
    '/business/',
    '/business/auth/Login',
  ]
  const guestPaths = [
    '/usertypeselection',
    '/individualRedirection',
    '/favCategoryScreen',
    '/auth/Login',
    '/auth/Signup',
    '/auth/ForgetPassword',
    '/auth/VerfiyCodeScreen',
    '/auth/ForgetOtpCodeScreen',
    '/auth/ResetPassword',
    '/auth/CompleteProfileScreen',
    '/auth/AddViewIDScreen',
    '/auth/FavCategoryScreen',
  ]
  const current = `bookingID=${ids.currentBooking}`
  const hirerPaths = [
    '/edit-profile',
    '/notification-setting',
    '/notification',
    '/editcategory',
    `/change-password/${ids.hirer}`,
    `/invite-friend/${ids.hirer}`,
    `/profile-detail/${ids.hirer}`,
    '/saved-item',
    '/payment-detail',
    `/item/add-card?itemId=${ids.item._id}&back=%2Fpayment-detail`,
    '/item/successfulPayment',
    '/booking',
    '/booking/current',
    '/booking/history',
    `/booking/detail?${current}`,
    `/booking/detail?bookingID=${ids.pastBooking}`,
    `/booking/cancel?${current}`,
    `/booking/confirm?${current}`,
    `/booking/standardpayment?${current}`,
    `/booking/standardpaymentsuccess?${current}`,
    `/booking/ChangeRequestPayment?${current}`,
    `/booking/changeDateAccepted?${current}`,
    `/booking/SuccessfulPickup?${current}`,
    `/booking/terms?${current}`,
    `/booking/TermsAndCondition?${current}`,
    `/booking/ratting?bookingID=${ids.pastBooking}`,
    `/booking/tip?bookingID=${ids.pastBooking}`,
    `/booking/tipAmountPay?bookingID=${ids.pastBooking}`,
    `/booking/success?bookingID=${ids.pastBooking}`,
    `/booking/delayInReturn?${current}`,
    `/booking/penaltyAmountPay?${current}`,
    '/user/chat',
  ]
  const supplierPaths = [
    '/listing',
    '/listing/awaiting',
    `/listing/awaiting?bookingID=${ids.order}`,
    '/listing/revenue',
    '/listing/manage-listing',
    `/listing/manage-listing/${ids.supplierItem}`,
    '/listing/add-listing-1',
    '/listing/add-listing-2',
    '/listing/add-listing-3',
    '/listing/add-listing-4',
    '/listing/add-listing-5',
    '/listing/add-listing-success',
    `/listing/cancel-item/${ids.order}`,
    `/listing/cancel-item-request/${ids.order}`,
    `/listing/cancel-item-req-accept/${ids.order}`,
    `/listing/cancel-item-req-dispute/${ids.order}`,
    '/approved',
    '/return-item',
    `/completed-order/${ids.order}`,
    `/insurance-claim/${ids.order}`,
    `/insurance-item/${ids.order}`,
    `/insurance-tnc/${ids.order}`,
    '/insurance-submitted',
    '/user/chat',
  ]
  return [
    ...publicPaths.map((path) => ({ path, audience: 'public' as const })),
    ...guestPaths.map((path) => ({ path, audience: 'guest' as const })),
    ...hirerPaths.map((path) => ({ path, audience: 'hirer' as const })),
    {
      path: '/item/tearmsandcondition',
      audience: 'hirer',
      prepare: checkoutSession(ids.item, false),
    },
    { path: '/item/booking', audience: 'hirer', prepare: checkoutSession(ids.item, true) },
    ...supplierPaths.map((path) => ({ path, audience: 'supplier' as const })),
  ]
}

/** Routes of site/pages as patterns (files starting with `_` are not routes). */
export function routeFiles(): { file: string; pattern: RegExp }[] {
  const root = join(process.cwd(), 'site/pages')
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return walk(path)
      return /^[^_].*\.(astro|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [path]
        : []
    })
  return walk(root)
    .map((path) => relative(root, path))
    .filter((file) => !/\.(xml|txt)\.ts$/.test(file) && file !== '404.astro')
    .map((file) => {
      const route = file
        .replace(/\.(astro|ts)$/, '')
        .replace(/(^|\/)index$/, '')
        .split('/')
        .map((part) =>
          part.startsWith('[...')
            ? '.+'
            : part.startsWith('[')
              ? '[^/]+'
              : part.replace(/\W/g, '\\$&'),
        )
        .join('/')
      return { file, pattern: new RegExp(`^/${route}/?$`) }
    })
}

/**
 * Island directives that wait for the visitor: scrolling, a first interaction, or signing in
 * (the home chat never hydrates for a guest; chat-home.spec checks it does for a user).
 */
const waiting = ':not([client="visible"]):not([client="interaction"]):not([client="signed-in"])'

/**
 * Waits until the page's widgets have settled: the route guard has decided, the islands that
 * hydrate on their own have, and nothing is still loading (busy regions and skeletons).
 */
/** Checks that let a walk go on to the next route, so one run names every offender. */
const soft = expect.configure({ soft: true })

export async function settled(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('load')
  const hydrated = 'astro-island:not([ssr])'
  await soft(page.locator(`astro-island[ssr]${waiting}`), `${label}: islands hydrate`).toHaveCount(
    0,
    { timeout: 20_000 },
  )
  // Placeholders of islands and maps that wait for the visitor stay until then. A region
  // still loading after the wait is noted on the test, and the width is checked as it is:
  // a slow widget is not what this check is about.
  const loading = ':is([aria-busy="true"], [class*="skeleton"]):not([data-phase="waiting"] *)'
  await expect(page.locator(`${hydrated} ${loading}:visible`))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => test.info().annotations.push({ type: 'still loading', description: label }))
}

/**
 * Why the document scrolls sideways: empty when it does not, else its widths and the
 * outermost elements that reach past the right edge (widest first), each named by its tag,
 * id and classes with its right edge and width. Elements in a box that clips or scrolls its
 * own overflow, and fixed ones, cannot widen the document and are not named.
 */
export async function sideScroll(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const root = document.documentElement
      const limit = root.clientWidth
      if (root.scrollWidth <= limit) return []
      const name = (element: Element) =>
        element.tagName.toLowerCase() +
        (element.id ? `#${element.id}` : '') +
        [...element.classList].map((entry) => `.${entry}`).join('')
      const path = (element: Element) => {
        const names: string[] = []
        for (let at: Element | null = element; at && names.length < 3; at = at.parentElement)
          names.unshift(name(at))
        return names.join(' > ')
      }
      const found: { element: Element; right: number; width: number }[] = []
      const visit = (element: Element, parentOut: boolean) => {
        const style = getComputedStyle(element)
        if (style.position === 'fixed' || style.display === 'none') return
        const box = element.getBoundingClientRect()
        const right = box.right + window.scrollX
        const out = box.width > 0 && right > limit + 0.5
        if (out && !parentOut) found.push({ element, right, width: box.width })
        const clips = style.overflowX !== 'visible' && element !== document.body
        if (clips) return
        const children = element.shadowRoot
          ? [...element.shadowRoot.children, ...element.children]
          : [...element.children]
        for (const child of children) visit(child, out)
      }
      visit(document.body, false)
      const worst = found
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          ({ element, right, width }) =>
            `${path(element)} (right edge ${Math.round(right)} px, ${Math.round(width)} px wide)`,
        )
      return [`scrollWidth ${root.scrollWidth} > clientWidth ${limit}`, ...worst]
    })
    .catch((error: Error) => [`not measured: ${error.message}`]) // a page still navigating
}

/**
 * The header's links and buttons that are cut off: drawn partly outside the viewport or
 * outside a box that clips them (the phone's scrollable navigation row), with their text.
 */
export async function cutOffInHeader(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const header = document.getElementById('site-header')
      if (!header) return []
      const viewport = document.documentElement.clientWidth
      return [...header.querySelectorAll('a, button')].flatMap((element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return []
        const box = element.getBoundingClientRect()
        let left = 0
        let right = viewport
        for (let at = element.parentElement; at && at !== header; at = at.parentElement) {
          if (getComputedStyle(at).overflowX === 'visible') continue
          const clip = at.getBoundingClientRect()
          left = Math.max(left, clip.left)
          right = Math.min(right, clip.right)
        }
        if (box.left >= left - 0.5 && box.right <= right + 0.5) return []
        const name = element.textContent?.trim() || element.getAttribute('aria-label') || ''
        return [
          `header ${element.tagName.toLowerCase()} '${name}' spans ${Math.round(box.left)} to ${Math.round(box.right)} px, visible ${Math.round(left)} to ${Math.round(right)} px`,
        ]
      })
    })
    .catch((error: Error) => [`not measured: ${error.message}`])
}

/**
 * The document does not scroll sideways and nothing in the header is cut off (retried
 * briefly while late layout lands).
 */
export async function expectNoSideScroll(page: Page, label: string): Promise<void> {
  await soft
    .poll(async () => [...(await sideScroll(page)), ...(await cutOffInHeader(page))], {
      message: label,
      timeout: 5_000,
    })
    .toEqual([])
}

/**
 * The page's columns on a phone: every box in `main` at least half as tall as `main` is a
 * column of the page, and must span the viewport less the page's side padding. Names those
 * that do not (a side-by-side layout whose phone rules do not apply).
 */
export function narrowColumns(page: Page, padding = 48): Promise<string[]> {
  return page.locator('main').evaluate((main, padding) => {
    const least = document.documentElement.clientWidth - padding
    const tall = main.getBoundingClientRect().height / 2
    return [...main.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height >= tall && box.width < least
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${[...element.classList].map((entry) => `.${entry}`).join('')} is ${Math.round(element.getBoundingClientRect().width)} px wide`,
      )
  }, padding)
}

/**
 * Checkboxes and radios drawn narrower or shorter than they are long, with their label: a
 * flex row whose long label squeezed the control (light DOM and open shadow roots).
 */
export function squashedChoices(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const found: string[] = []
      const visit = (root: Document | ShadowRoot) => {
        const choices = root.querySelectorAll<HTMLInputElement>(
          'input[type="checkbox"], input[type="radio"]',
        )
        for (const input of choices) {
          const { width, height } = input.getBoundingClientRect()
          if (width === 0 || height === 0 || Math.abs(width - height) <= 1) continue
          const label = input.labels?.[0]?.textContent?.trim().slice(0, 40) || input.name
          found.push(`${input.type} '${label}' is ${Math.round(width)}×${Math.round(height)} px`)
        }
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) visit(element.shadowRoot)
        }
      }
      visit(document)
      return found
    })
    .catch((error: Error) => [`not measured: ${error.message}`])
}

/** Every checkbox and radio keeps its square (retried briefly while late layout lands). */
export async function expectNoSquashedChoices(page: Page, label: string): Promise<void> {
  await soft
    .poll(() => squashedChoices(page), { message: `${label}: squashed choices`, timeout: 5_000 })
    .toEqual([])
}
