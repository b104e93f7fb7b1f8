/**
 * What the load benchmark needs from a running marketplace, read through its public API:
 * the search mix (bench/queries.ts over the live categories), items to open, and the demo
 * hirer signed in with the saved sandbox card, plus products it can book far in the future.
 */
import type {
  CategoriesData,
  ItemSummary,
  SearchItemsData,
} from '../../shared/contract/catalogue/catalogue.ts'
import { catalogueCalls } from '../../shared/contract/catalogue/catalogue.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type { CardsData } from '../../shared/contract/checkout/payments.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import type { BookingPeriod } from '../../shared/domain/booking/period.ts'
import { queryMix } from './queries.ts'

export const publicHeaders = {
  'x-api-key': process.env.API_KEY ?? 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
}

const DAY = 86_400_000

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...publicHeaders, 'content-type': 'application/json', ...init.headers },
  })
  const body = (await response.json()) as { data: T; message?: string }
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`)
  return body.data
}

export interface LoadSetup {
  searchPaths: string[]
  itemPaths: string[]
  /** a booking's body, different item or dates every call */
  nextCheckout(): string
  hirerAuth: string
}

export async function prepareLoad(apiBase: string): Promise<LoadSetup> {
  const categories = await call<CategoriesData>(
    apiBase,
    `${catalogueCalls.categories.path}?chunk=100`,
  )
  const subCategoryIds = new Map(
    categories.categoriesList.map((category) => [
      category._id,
      category.subCategories.map((sub) => sub._id),
    ]),
  )
  const catalogue = { categoryIds: [...subCategoryIds.keys()], subCategoryIds }
  const searchPaths = [...new Set(queryMix(300, catalogue).map((query) => query.path))]

  const listed: ItemSummary[] = []
  for (const pageNo of [1, 2, 3, 4, 5]) {
    const page = await call<SearchItemsData>(apiBase, `/items?limit=50&pageNo=${pageNo}`)
    listed.push(...page.list)
  }
  const itemPaths = listed.slice(0, 60).map((item) => `/items/${item._id}`)

  const login = await call<{ accessToken: string }>(apiBase, '/user/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'hirer@example.com', password: 'Password1' }),
  })
  const hirerAuth = `Bearer ${login.accessToken}`
  const cards = await call<CardsData>(apiBase, '/user/cards', {
    headers: { authorization: hirerAuth },
  })
  const card = cards.cardsList[0]
  if (!card) throw new Error('the demo hirer has no saved card')

  // Products bookable for one whole day: each booking gets its own item and dates, so none
  // is refused for want of units however many run at once.
  const products: ItemDetail[] = []
  for (const item of listed) {
    if (products.length >= 40) break
    const detail = await call<ItemDetail>(apiBase, `/items/${item._id}`)
    if (detail.itemCategoryType === 2 && quoteFor(detail, 0, card.id)) products.push(detail)
  }
  if (products.length === 0) throw new Error('no product can be booked for a day')
  let next = 0
  return {
    searchPaths,
    itemPaths,
    hirerAuth,
    nextCheckout() {
      const n = next++
      const product = products[n % products.length] as ItemDetail
      return quoteFor(product, Math.floor(n / products.length), card.id) ?? ''
    },
  }
}

/** The checkout body for `slot`: two days, in the far future (a year, then 3 days a slot). */
function quoteFor(item: ItemDetail, slot: number, cardId: string): string | null {
  const today = Math.floor(Date.now() / DAY) * DAY
  const startDate = today + (400 + slot * 3) * DAY
  const period: BookingPeriod = {
    startDate,
    endDate: startDate + DAY,
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
  if (!result.ok) return null
  const { quote } = result
  return JSON.stringify({
    itemId: item._id,
    ...period,
    hireCost: toDollars(quote.hireCents),
    securityDeposit: toDollars(quote.securityDepositCents),
    bond: toDollars(quote.bondCents),
    totalCost: toDollars(quote.totalCents),
    discountApplied: false,
    cardId,
    bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
    instantBooking: item.instantBooking,
    isStandardBooking: false,
    paymentMethod: 'STRIPE',
    bookCount: 1,
  })
}
