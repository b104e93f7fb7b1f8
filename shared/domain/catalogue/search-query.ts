/**
 * The /search-result query built by Explore (spec part 1, "Home, search and browsing"):
 * limit 10, page 1, the chosen place, category, typed text and dates in epoch
 * milliseconds. Empty fields are dropped, so the URL carries only what the user chose.
 */
import { searchPageSize } from '../../contract/catalogue/catalogue.ts'

export interface SearchInput {
  categoryId?: string | null
  /** a subcategory narrowing the category */
  subCategoryId?: string | null
  /** what the user typed in the Activities field */
  text?: string | null
  latitude?: number | null
  longitude?: number | null
  address?: string | null
  startDate?: Date | number | null
  endDate?: Date | number | null
}

export interface SearchQuery {
  limit: number
  pageNo: number
  latitude?: number
  longitude?: number
  address?: string
  categoryId?: string
  subCategoryIds?: string
  defaultInputValue?: string
  startDate?: number
  endDate?: number
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function finite(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function epochMs(value: Date | number | null | undefined): number | undefined {
  if (value instanceof Date) return finite(value.getTime())
  return finite(value)
}

/** Builds the query; undefined, null, blank and non-finite fields are left out. */
export function buildSearchQuery(input: SearchInput): SearchQuery {
  const candidate: SearchQuery = {
    limit: searchPageSize,
    pageNo: 1,
    latitude: finite(input.latitude),
    longitude: finite(input.longitude),
    address: text(input.address),
    categoryId: text(input.categoryId),
    subCategoryIds: input.categoryId ? text(input.subCategoryId) : undefined,
    defaultInputValue: text(input.text),
    startDate: epochMs(input.startDate),
    endDate: epochMs(input.endDate),
  }
  // A point needs both coordinates; half a point would search around nonsense.
  if (candidate.latitude === undefined || candidate.longitude === undefined) {
    candidate.latitude = undefined
    candidate.longitude = undefined
  }
  const query = {} as SearchQuery
  for (const [key, value] of Object.entries(candidate)) {
    if (value !== undefined) (query as unknown as Record<string, unknown>)[key] = value
  }
  return query
}

/** The query as URL parameters, in a stable order. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  return params.toString()
}

/** `<base>/search-result?...`; `base` is the marketplace origin or a partner's own page. */
export function searchResultUrl(base: string, query: SearchQuery): string {
  return `${base.replace(/\/+$/, '')}/search-result?${searchQueryString(query)}`
}
