/** What the location page journeys share: public API reads and page helpers. */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { localMidnight } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}
export const missingId = '00000000-0000-4000-8000-000000000000'
export const trendingSection = 'section[aria-labelledby="trending-listings-title"]'

export interface Destination {
  _id: string
  name: string
  location: { coordinates: [number, number] }
  itemCount: number
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: publicHeaders })
  expect(response.ok(), path).toBe(true)
  return (await response.json()).data as T
}

/** The destination with the most listings (more than one page of 12). */
export async function busiestDestination(request: APIRequestContext): Promise<Destination> {
  const { list } = await apiGet<{ list: { _id: string }[] }>(request, '/users/destination-city')
  const details = await Promise.all(
    list.map((entry) => apiGet<Destination>(request, `/users/destination-city/${entry._id}`)),
  )
  const busiest = details.sort((a, b) => b.itemCount - a.itemCount)[0]
  if (!busiest || busiest.itemCount <= 24) throw new Error('no destination has 25+ listings')
  return busiest
}

export const itemIds = async (page: Page, scope = 'main') =>
  (await page
    .locator(`${scope} a[href^="/equipments/"]`)
    .evaluateAll((links) =>
      links.map((link) => (link.getAttribute('href') ?? '').replace('/equipments/', '')),
    )) as string[]

/** Waits until every island on the page has hydrated. */

/** YYYY-MM-DD of the local day `days` from today. */
export function dayText(days: number): string {
  const date = new Date(localMidnight(days))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
