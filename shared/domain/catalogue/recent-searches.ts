/**
 * Recent searches (spec part 1 section 3): at most 3 of each kind, most recent first,
 * no duplicates. Location entries keep the spec's field names.
 */
import type { ActivityChoice } from './category-filter.ts'
export const recentSearchLimit = 3

/** Category entries: a category, or a subcategory narrowing it (see category-filter.ts). */
export type RecentCategory = ActivityChoice

export interface RecentLocation {
  address: string
  placeId: string
  main_text: string
  secondary_text: string
  lat: number
  lng: number
}

/** Puts `entry` first, drops an older entry with the same key and keeps `limit` entries. */
export function remember<T>(
  list: readonly T[],
  entry: T,
  keyOf: (value: T) => string,
  limit = recentSearchLimit,
): T[] {
  const key = keyOf(entry)
  return [entry, ...list.filter((item) => keyOf(item) !== key)].slice(0, limit)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Keeps only well-formed category entries from stored JSON (storage can hold anything). */
export function validCategories(value: unknown): RecentCategory[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (item): item is RecentCategory =>
        isRecord(item) && typeof item._id === 'string' && typeof item.name === 'string',
    )
    .map((item) => ({
      _id: item._id,
      name: item.name,
      icon: typeof item.icon === 'string' ? item.icon : '',
      ...(typeof item.subCategoryId === 'string' ? { subCategoryId: item.subCategoryId } : {}),
      ...(typeof item.categoryName === 'string' ? { categoryName: item.categoryName } : {}),
    }))
    .slice(0, recentSearchLimit)
}

/** Keeps only well-formed location entries from stored JSON. */
export function validLocations(value: unknown): RecentLocation[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (item): item is RecentLocation =>
        isRecord(item) &&
        typeof item.placeId === 'string' &&
        typeof item.main_text === 'string' &&
        Number.isFinite(item.lat) &&
        Number.isFinite(item.lng),
    )
    .map((item) => ({
      address: typeof item.address === 'string' ? item.address : item.main_text,
      placeId: item.placeId,
      main_text: item.main_text,
      secondary_text: typeof item.secondary_text === 'string' ? item.secondary_text : '',
      lat: item.lat,
      lng: item.lng,
    }))
    .slice(0, recentSearchLimit)
}
