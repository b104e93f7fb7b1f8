/**
 * The /page/map state (spec part 1, "/page/map?lat&long&name"): the URL is the state, so a
 * reload, a shared link and the filter form without JavaScript all show the same page.
 * Dates travel in the URL as YYYY-MM-DD (what a date field submits) and reach the API as
 * epoch milliseconds of local midnight, as everywhere else in search.
 */
import { itemKind } from '../../contract/catalogue/catalogue.ts'

/** Map list 4 per page; map zoom 9 (spec part 1 section 9). */
export const mapPageSize = 4
export const mapZoom = 9
/** The default map centre near Sydney, also used when a coordinate is missing or zero. */
export const defaultCentre = { latitude: -33.87, longitude: 151.21, name: 'Sydney' } as const

/** The Filters select: every listing, Product (2) or Experience (1). */
export const kindOptions = [
  { value: '', label: 'All listings' },
  { value: String(itemKind.product), label: 'Product' },
  { value: String(itemKind.experience), label: 'Experience' },
] as const

export interface MapBrowseState {
  latitude: number
  longitude: number
  name: string
  /** YYYY-MM-DD */
  startDate?: string
  /** YYYY-MM-DD, never before startDate */
  endDate?: string
  itemCategoryType?: 1 | 2
  pageNo: number
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day as YYYY-MM-DD, from that text or from epoch milliseconds. */
export function parseDay(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d{12,14}$/.test(text)) return dayOf(new Date(Number(text)))
  const match = isoDay.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real = date.getFullYear() === year && date.getMonth() === month - 1
  return real && date.getDate() === day && year >= 2000 && year < 2200 ? text : undefined
}

/** YYYY-MM-DD of a date in local time. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Epoch milliseconds of local midnight of a YYYY-MM-DD day. */
export function dayToEpoch(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date).getTime()
}

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed !== 0 && Math.abs(parsed) <= limit ? parsed : undefined
}

/** Reads the state; missing or broken values fall back (centre near Sydney, page 1). */
export function parseMapState(search: string | URLSearchParams): MapBrowseState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const latitude = coordinate(params.get('lat') ?? params.get('latitude'), 90)
  const longitude = coordinate(params.get('long') ?? params.get('longitude'), 180)
  const located = latitude !== undefined && longitude !== undefined
  const typedName = params.get('name')?.trim().slice(0, 120)
  const name = typedName || (located ? 'this area' : defaultCentre.name)
  const kind = Number(params.get('itemCategoryType'))
  const page = Number(params.get('pageNo'))
  let startDate = parseDay(params.get('startDate'))
  let endDate = parseDay(params.get('endDate'))
  if (!startDate && endDate) startDate = endDate
  if (startDate && endDate && endDate < startDate) endDate = undefined
  const state: MapBrowseState = {
    latitude: located ? latitude : defaultCentre.latitude,
    longitude: located ? longitude : defaultCentre.longitude,
    name,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
  if (startDate) state.startDate = startDate
  if (endDate) state.endDate = endDate
  if (kind === 1 || kind === 2) state.itemCategoryType = kind
  return state
}

/** The query string of a state: empty fields and page 1 are dropped. */
export function serialiseMapState(state: MapBrowseState): string {
  const params = new URLSearchParams({
    lat: String(state.latitude),
    long: String(state.longitude),
    name: state.name,
  })
  if (state.startDate) params.set('startDate', state.startDate)
  if (state.endDate) params.set('endDate', state.endDate)
  if (state.itemCategoryType) params.set('itemCategoryType', String(state.itemCategoryType))
  if (state.pageNo > 1) params.set('pageNo', String(state.pageNo))
  return params.toString()
}

/** Everything but the page: two states with the same key list the same items. */
export function mapStateKey(state: MapBrowseState): string {
  return serialiseMapState({ ...state, pageNo: 1 })
}

/** GET /items for one page of the map list: nearest first, within the search radius. */
export function mapItemsQuery(
  state: MapBrowseState,
  pageNo = state.pageNo,
): Record<string, number> {
  const query: Record<string, number> = {
    latitude: state.latitude,
    longitude: state.longitude,
    limit: mapPageSize,
    pageNo,
  }
  if (state.startDate) query.startDate = dayToEpoch(state.startDate)
  if (state.startDate) query.endDate = dayToEpoch(state.endDate ?? state.startDate)
  if (state.itemCategoryType) query.itemCategoryType = state.itemCategoryType
  return query
}
