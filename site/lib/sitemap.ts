/**
 * /sitemap.xml: every public page, read from the public API (items, categories,
 * destinations, stories, suppliers). Lists are read page by page at each call's largest
 * page size; a failed call leaves its part out and the rest is still served.
 */
import {
  type Category,
  catalogueCalls,
  type ItemSummary,
} from '../../shared/contract/catalogue/catalogue.ts'
import { type Destination, homeCalls, type Story } from '../../shared/contract/catalogue/home.ts'
import {
  type SupplierEntry,
  sitemapCalls,
  sitemapPageSizes,
} from '../../shared/contract/catalogue/sitemap.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { locationHref } from '../../shared/domain/catalogue/destination-links.ts'
import { fetchOr, listOf } from './api.ts'

export interface SitemapEntry {
  /** site-relative path */
  path: string
  /** ISO date-time of the last change, when known */
  lastmod?: string | undefined
}

/** One sitemap file holds at most 50,000 addresses. */
export const sitemapLimit = 50_000

/** Pages that exist whatever the catalogue holds. */
export const staticPaths = [
  '/',
  '/location',
  '/page/activities',
  '/stories',
  '/list/equipments/POPULAR',
  '/list/equipments/OUTDOOR_WEEKEND_ITEM',
  '/privacypolicy',
  '/termsAndCondition',
] as const

export interface SitemapSources {
  categories: Pick<Category, '_id'>[]
  items: Pick<ItemSummary, '_id'>[]
  destinations: Pick<Destination, '_id'>[]
  stories: Pick<Story, '_id' | 'created'>[]
  suppliers: Pick<SupplierEntry, '_id' | 'updated'>[]
}

const at = (prefix: string, id: string) => `${prefix}${encodeURIComponent(id)}`
const named = <T extends { _id: string }>(list: T[]) =>
  list.filter((entry) => typeof entry?._id === 'string' && entry._id !== '')

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** Every page's path, each once, in a stable order. */
export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path })),
    ...named(sources.categories).map((entry) => ({ path: at('/category/', entry._id) })),
    ...named(sources.destinations).map((entry) => ({ path: locationHref(entry._id) })),
    ...named(sources.items).map((entry) => ({ path: at('/equipments/', entry._id) })),
    ...named(sources.stories).map((entry) => ({
      path: at('/stories/', entry._id),
      lastmod: isoDate(entry.created),
    })),
    ...named(sources.suppliers).map((entry) => ({
      path: at('/supplier/profile/', entry._id),
      lastmod: isoDate(entry.updated),
    })),
  ]
  const seen = new Set<string>()
  return entries
    .filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
    .slice(0, sitemapLimit)
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(new URL(entry.path, origin).href)}</loc>`
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    return `  <url>\n${loc}${lastmod}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Reads a paged list to its end; `sizeField` names the page size ('chunk' for categories). */
async function everyPage<T>(path: string, size: number, sizeField = 'limit'): Promise<T[]> {
  const rows: T[] = []
  for (let pageNo = 1; rows.length < sitemapLimit; pageNo++) {
    const data = await fetchOr<ListData<T> | null>(path, { [sizeField]: size, pageNo }, null)
    const page = listOf<T>(data)
    rows.push(...page)
    const total = typeof data?.total === 'number' ? data.total : 0
    if (page.length < size || rows.length >= total) break
  }
  return rows
}

export async function loadSitemapSources(): Promise<SitemapSources> {
  const [categories, items, destinations, stories, suppliers] = await Promise.all([
    everyPage<Category>(catalogueCalls.categories.path, sitemapPageSizes.categories, 'chunk'),
    everyPage<ItemSummary>(catalogueCalls.searchItems.path, sitemapPageSizes.items),
    // The destination list is not paged: one call with its largest limit.
    fetchOr<unknown>(
      homeCalls.destinations.path,
      { limit: sitemapPageSizes.destinations },
      null,
    ).then((data) => listOf<Destination>(data)),
    everyPage<Story>(homeCalls.stories.path, sitemapPageSizes.stories),
    everyPage<SupplierEntry>(sitemapCalls.suppliers.path, sitemapPageSizes.suppliers),
  ])
  return { categories, items, destinations, stories, suppliers }
}

/** Pages are open to crawlers; the API, the sandbox outbox and the widget bundle are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /sandbox/',
    'Disallow: /widgets/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n')
}
