/**
 * The browsing pages (spec part 1, "Home, search and browsing", and section 9): the
 * /list/equipments/{type}/{id} lists and which call feeds each, the story tabs, page sizes
 * and the pages' own wording. Every call here is defined in catalogue.ts, items.ts,
 * home.ts or bookmarks.ts; this module only says how the pages use them.
 */
import { bookmarkPageSize } from './bookmarks.ts'
import { catalogueCalls } from './catalogue.ts'
import type { StoryType } from './home.ts'

export const equipmentListTypes = ['RELATED_ITEM', 'OUTDOOR_WEEKEND_ITEM', 'POPULAR'] as const
export type EquipmentListType = (typeof equipmentListTypes)[number]

/** The heading of each list page, in the spec's wording. */
export const equipmentListTitles: Record<EquipmentListType, string> = {
  RELATED_ITEM: 'All related items',
  OUTDOOR_WEEKEND_ITEM: 'Get outdoors this weekend',
  POPULAR: 'Most popular now',
}

/** Page sizes of the browsing pages (spec part 1 section 9, part 3 section 9). */
export const browsePageSizes = {
  equipmentList: 12,
  stories: 9,
  /** Trending Listings and All Listings of a category page, each */
  categoryListings: 100,
  savedItems: bookmarkPageSize,
  /** Trending Listings on the activities page, with View all for the rest */
  activityListings: 12,
} as const

/** The /stories tabs, in order; the last is the marketplace's own pick. */
export const storyTabs: readonly { type: StoryType; label: string }[] = [
  { type: 'FOR_YOU', label: 'For you' },
  { type: 'POPULAR', label: 'Popular' },
  { type: 'NEW', label: 'New' },
  { type: 'OUR_PICK', label: 'Our pick' },
]

export const browseMessages = {
  /** a story tab with nothing in it */
  comingSoon: 'Coming soon...',
  savedItemsTitle: 'Your saved items',
  noSavedItems: 'You have no saved items yet.',
  activitiesBanner: 'Experience more',
  trendingActivities: 'Trending Activities',
  trendingListings: 'Trending Listings',
  allListings: 'All Listings',
} as const

/** The list type named in a path segment (exact, as routed), or null. */
export function equipmentListType(segment: string | undefined): EquipmentListType | null {
  return (equipmentListTypes as readonly string[]).includes(segment ?? '')
    ? (segment as EquipmentListType)
    : null
}

/** The story tab named in a query value, or null. */
export function storyTab(value: string | null | undefined): StoryType | null {
  return storyTabs.find((tab) => tab.type === value)?.type ?? null
}

export interface EquipmentListRequest {
  path: string
  query: Record<string, string | number>
}

/**
 * The call behind a list page: related items of an item (type 0), the outdoor weekend
 * list or the most popular items, 12 a page. RELATED_ITEM needs the item's id.
 */
export function equipmentListRequest(
  type: EquipmentListType,
  itemId: string | undefined,
  pageNo: number,
): EquipmentListRequest | null {
  const limit = browsePageSizes.equipmentList
  if (type === 'RELATED_ITEM') {
    if (!itemId) return null
    return { path: catalogueCalls.related.path, query: { itemId, type: '0', limit, pageNo } }
  }
  const path =
    type === 'OUTDOOR_WEEKEND_ITEM'
      ? catalogueCalls.outdoorWeekend.path
      : catalogueCalls.popularItems.path
  return { path, query: { limit, pageNo } }
}

/** Where a list page lives: /list/equipments/{type}/{id}, the id for related items only. */
export function equipmentListPath(type: EquipmentListType, itemId?: string): string {
  const base = `/list/equipments/${type}`
  return type === 'RELATED_ITEM' && itemId ? `${base}/${encodeURIComponent(itemId)}` : base
}
