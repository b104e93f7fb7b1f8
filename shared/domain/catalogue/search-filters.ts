/**
 * The /search-result state (spec part 1, "/search-result", "Search", "Filter modal"): the
 * URL is the state. Parsing accepts only sane values; serialising drops empty fields.
 * The filter modal's rules are in filter-draft.ts.
 */
import { searchPageSize, sortOptions } from '../../contract/catalogue/catalogue.ts'
import type { SearchQuery } from './search-query.ts'

export const priceRange = { min: 1, max: 1000 } as const

/** Explore's query (search-query.ts) with the subcategories as a list, plus the filters. */
export interface SearchState extends Omit<SearchQuery, 'subCategoryIds'> {
  subCategoryIds: string[]
  startPrice?: number
  endPrice?: number
  sortOn?: number
  tags: string[]
  itemCategoryType?: 1 | 2
  instantBooking?: boolean
}

const sortCodes: readonly number[] = sortOptions.map((option) => option.code)

function num(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

function txt(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

function whole(value: string | null, lowest: number, fallback: number): number {
  const parsed = num(value)
  return parsed !== undefined && Number.isInteger(parsed) && parsed >= lowest ? parsed : fallback
}

/** Reads the state from a query string; unknown or broken values are ignored. */
export function parseSearchState(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const kind = num(params.get('itemCategoryType'))
  const sort = num(params.get('sortOn'))
  const instant = params.get('instantBooking')
  const state: SearchState = {
    limit: Math.min(whole(params.get('limit'), 1, searchPageSize), 100),
    pageNo: whole(params.get('pageNo'), 1, 1),
    latitude: num(params.get('latitude')),
    longitude: num(params.get('longitude')),
    address: txt(params.get('address')),
    categoryId: txt(params.get('categoryId')),
    subCategoryIds: list(params.get('subCategoryIds')),
    startDate: num(params.get('startDate')),
    endDate: num(params.get('endDate')),
    defaultInputValue: txt(params.get('defaultInputValue')),
    startPrice: num(params.get('startPrice')),
    endPrice: num(params.get('endPrice')),
    sortOn: sort !== undefined && sortCodes.includes(sort) ? sort : undefined,
    tags: list(params.get('tags')),
    itemCategoryType: kind === 1 || kind === 2 ? kind : undefined,
    instantBooking: instant === 'true' ? true : instant === 'false' ? false : undefined,
  }
  if (state.latitude === undefined || state.longitude === undefined) {
    state.latitude = undefined
    state.longitude = undefined
  }
  return state
}

/** The fields as query values in a stable order, empty ones dropped. */
export function searchStateQuery(state: SearchState): Record<string, string | number | boolean> {
  const entries: [string, unknown][] = [
    ['limit', state.limit],
    ['pageNo', state.pageNo],
    ['latitude', state.latitude],
    ['longitude', state.longitude],
    ['address', state.address],
    ['categoryId', state.categoryId],
    ['subCategoryIds', state.subCategoryIds.join(',')],
    ['startDate', state.startDate],
    ['endDate', state.endDate],
    ['defaultInputValue', state.defaultInputValue],
    ['startPrice', state.startPrice],
    ['endPrice', state.endPrice],
    ['sortOn', state.sortOn],
    ['tags', state.tags.join(',')],
    ['itemCategoryType', state.itemCategoryType],
    ['instantBooking', state.instantBooking],
  ]
  const query: Record<string, string | number | boolean> = {}
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    query[key] = value as string | number | boolean
  }
  return query
}

/** 'limit=10&pageNo=1&…' */
export function serialiseSearchState(state: SearchState): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchStateQuery(state))) {
    params.set(key, String(value))
  }
  return params.toString()
}

/** What identifies a result list: everything but the page. */
export function searchKey(state: SearchState): string {
  return serialiseSearchState({ ...state, pageNo: 1 })
}

/** Clear All goes here. */
export const clearedSearchUrl = `/search-result?limit=${searchPageSize}&pageNo=1`

/** A new query always starts again on page 1. */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  return { ...state, ...changes, pageNo: 1 }
}
