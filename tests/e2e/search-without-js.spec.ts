/**
 * The search bar without JavaScript is a plain form: an activity and a place typed on the
 * home page or on /search-result go to the results as text, the results page resolves them
 * as the bar does with JavaScript (the category or subcategory of that name, the place's
 * point) and shows that search's results, with the bar showing what it resolved. A place
 * that names nothing shows 'No result found' and keeps the text to correct it; a results
 * page's days and sort go along with a new search. At phone and desktop widths, never
 * scrolling sideways.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { Category } from '../../shared/contract/catalogue/catalogue.ts'
import type { PlaceDetails, PlaceSuggestion } from '../../shared/contract/catalogue/places.ts'
import { localMidnight } from './helpers.ts'
import { apiGet, itemIds } from './location-support.ts'

interface Expected {
  ids: string[]
  total: number
  place: PlaceDetails
}

/** The first place the places service suggests for `typed`, and its details. */
async function placeOf(request: APIRequestContext, typed: string): Promise<PlaceDetails> {
  const { list } = await apiGet<{ list: PlaceSuggestion[] }>(
    request,
    `/places/autocomplete?input=${encodeURIComponent(typed)}`,
  )
  const first = list[0]
  if (!first) throw new Error(`no place named ${typed}`)
  return apiGet<PlaceDetails>(request, `/places/details?placeId=${first.placeId}`)
}

/** The API's first page for an activity (and its query fields) around a place. */
async function resultsOf(
  request: APIRequestContext,
  activity: Record<string, string>,
  typedPlace: string,
): Promise<Expected> {
  const place = await placeOf(request, typedPlace)
  const query = new URLSearchParams({
    limit: '10',
    pageNo: '1',
    latitude: String(place.lat),
    longitude: String(place.lng),
    address: place.address,
    ...activity,
  })
  const found = await apiGet<{ list: { _id: string }[]; total: number }>(request, `/items?${query}`)
  expect(found.total, `results for ${query}`).toBeGreaterThan(0)
  return { ids: found.list.map((item) => item._id), total: found.total, place }
}

/** The Kayaking subcategory's query fields, as Explore sends a chosen subcategory. */
async function kayaking(request: APIRequestContext): Promise<Record<string, string>> {
  const { categoriesList } = await apiGet<{ categoriesList: Category[] }>(
    request,
    '/items/categories?chunk=100',
  )
  for (const category of categoriesList) {
    const sub = category.subCategories.find((entry) => entry.name === 'Kayaking')
    if (sub) return { categoryId: category._id, subCategoryIds: sub._id }
  }
  throw new Error('no Kayaking subcategory')
}

const barOf = (page: Page) => page.getByRole('search', { name: 'Search for hire' })

async function explore(page: Page, activity: string, place: string): Promise<void> {
  const bar = barOf(page)
  await bar.getByRole('combobox', { name: 'Activities' }).fill(activity)
  await bar.getByRole('combobox', { name: 'Destinations' }).fill(place)
  await bar.getByRole('button', { name: 'Explore' }).click()
}

async function expectResults(page: Page, expected: Expected): Promise<void> {
  await expect(page.getByText(`${expected.total} results found`)).toBeVisible()
  // Result links carry the searched days after the id.
  const shown = async () => (await itemIds(page)).map((link) => link.split('?')[0])
  await expect.poll(shown).toEqual(expected.ids)
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`without JavaScript, ${viewport.width} px wide`, () => {
    test.use({ viewport, javaScriptEnabled: false })

    test('an activity and a place typed on the home page show their results', async ({
      page,
      request,
    }) => {
      const expected = await resultsOf(
        request,
        { ...(await kayaking(request)), defaultInputValue: 'Kayaking' },
        'Manly',
      )
      await page.goto('/')
      const bar = barOf(page)
      // Only what works without JavaScript shows: no Date button, no single field.
      await expect(bar.getByRole('button', { name: 'Explore' })).toBeVisible()
      await expect(bar.getByRole('button', { name: /^Date:/ })).toBeHidden()
      await expect(page.getByRole('button', { name: /^Search:/ })).toBeHidden()
      await expectNoSidewaysScroll(page)

      await explore(page, 'kayaking', 'manly')
      await expect(page).toHaveURL(/\/search-result\?defaultInputValue=kayaking&address=manly$/)
      await expectResults(page, expected)
      // The bar shows what the page resolved: the subcategory's name and the place.
      await expect(barOf(page).getByRole('combobox', { name: 'Activities' })).toHaveValue(
        'Kayaking',
      )
      await expect(barOf(page).getByRole('combobox', { name: 'Destinations' })).toHaveValue(
        expected.place.address,
      )
      await expect(page).toHaveTitle(/^Water sports for hire/)
      await expectNoSidewaysScroll(page)
    })

    test('a new search typed on the results page shows its results', async ({ page, request }) => {
      await page.goto('/search-result?defaultInputValue=camping&address=Byron%20Bay')
      await expect(page.getByText(/\d+ results found/)).toBeVisible()
      await expectNoSidewaysScroll(page)
      // No category is named 'kayak': the text alone is searched, as Explore does.
      const expected = await resultsOf(request, { defaultInputValue: 'kayak' }, 'Bondi')
      await explore(page, 'kayak', 'Bondi')
      await expect(page).toHaveURL(/\/search-result\?defaultInputValue=kayak&address=Bondi$/)
      await expectResults(page, expected)
      const bar = barOf(page)
      await expect(bar.getByRole('combobox', { name: 'Activities' })).toHaveValue('kayak')
      await expect(bar.getByRole('combobox', { name: 'Destinations' })).toHaveValue(
        expected.place.address,
      )
      await expectNoSidewaysScroll(page)
    })

    test('on results with days and a sort, a new search keeps them', async ({ page, request }) => {
      const days = { startDate: String(localMidnight(3)), endDate: String(localMidnight(5)) }
      await page.goto(
        `/search-result?defaultInputValue=camping&sortOn=2&${new URLSearchParams(days)}`,
      )
      // The days cannot be changed without JavaScript, but the bar shows them.
      await expect(barOf(page).getByRole('button', { name: /^Date:/ })).toBeVisible()
      const expected = await resultsOf(
        request,
        { defaultInputValue: 'kayak', sortOn: '2', ...days },
        'Bondi',
      )
      await explore(page, 'kayak', 'Bondi')
      await expect(page).toHaveURL(
        `/search-result?defaultInputValue=kayak&address=Bondi&sortOn=2&startDate=${days.startDate}&endDate=${days.endDate}`,
      )
      await expectResults(page, expected)
      await expect(barOf(page).getByRole('button', { name: /^Date:/ })).toBeVisible()
      await expectNoSidewaysScroll(page)
    })

    test('a place that names nothing finds nothing and keeps the text to correct it', async ({
      page,
    }) => {
      await page.goto('/search-result?limit=10&pageNo=1')
      await explore(page, 'Kayaking', 'Atlantis')
      await expect(page.getByText('No result found')).toBeVisible()
      await expect(page.locator('main a[href^="/equipments/"]')).toHaveCount(0)
      const bar = barOf(page)
      await expect(bar.getByRole('combobox', { name: 'Activities' })).toHaveValue('Kayaking')
      await expect(bar.getByRole('combobox', { name: 'Destinations' })).toHaveValue('Atlantis')
      await expectNoSidewaysScroll(page)
    })
  })
}
