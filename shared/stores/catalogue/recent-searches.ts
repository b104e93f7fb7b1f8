/**
 * $recentCategories and $recentLocations: the last three searches of each kind, kept in
 * localStorage under `<namespace>:recentCategories` and `<namespace>:recentLocations` only.
 * Read when first used in a browser (never while rendering on the server).
 */
import { atom, onMount } from 'nanostores'
import { $config } from '../../config.ts'
import {
  type RecentCategory,
  type RecentLocation,
  remember,
  validCategories,
  validLocations,
} from '../../domain/catalogue/recent-searches.ts'

export type { RecentCategory, RecentLocation }

export const $recentCategories = atom<RecentCategory[]>([])
export const $recentLocations = atom<RecentLocation[]>([])

export function storageKey(kind: 'recentCategories' | 'recentLocations'): string {
  return `${$config.get().namespace}:${kind}`
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Some hosts (sandboxed iframes, strict privacy modes) throw on access.
    return null
  }
}

function read(kind: 'recentCategories' | 'recentLocations'): unknown {
  try {
    const raw = storage()?.getItem(storageKey(kind))
    return raw ? JSON.parse(raw) : []
  } catch {
    return []
  }
}

function write(kind: 'recentCategories' | 'recentLocations', value: unknown): void {
  try {
    storage()?.setItem(storageKey(kind), JSON.stringify(value))
  } catch {
    // Full or blocked storage: recent searches are a convenience, the search still works.
  }
}

/** Re-reads both lists from storage. */
export function loadRecentSearches(): void {
  $recentCategories.set(validCategories(read('recentCategories')))
  $recentLocations.set(validLocations(read('recentLocations')))
}

onMount($recentCategories, () => {
  if (typeof window !== 'undefined')
    $recentCategories.set(validCategories(read('recentCategories')))
})
onMount($recentLocations, () => {
  if (typeof window !== 'undefined') $recentLocations.set(validLocations(read('recentLocations')))
})

export function rememberCategory(entry: RecentCategory): void {
  const next = remember(
    validCategories(read('recentCategories')),
    entry,
    (item) => item.subCategoryId ?? item._id,
  )
  write('recentCategories', next)
  $recentCategories.set(next)
}

export function rememberLocation(entry: RecentLocation): void {
  const next = remember(validLocations(read('recentLocations')), entry, (item) => item.placeId)
  write('recentLocations', next)
  $recentLocations.set(next)
}
