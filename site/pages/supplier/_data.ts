/**
 * What the supplier pages render, fetched on the server with the public credentials. The
 * profile decides the page: an unknown id (404, or an id the API rejects with 400) is the
 * not-found page; any other failure is a 503 notice. A list whose call fails is null, and
 * its section shows an error in place while the rest of the page still renders.
 */
import {
  type ProfileViewData,
  type PublicProfile,
  profileViewPath,
} from '../../../shared/contract/account/profile.ts'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import {
  type ReviewsData,
  type SupplierListType,
  supplierCalls,
  supplierLimits,
  supplierListTypes,
} from '../../../shared/contract/supplier/profiles.ts'
import { fetchOr, lookUp } from '../../lib/api.ts'

export type ProfileResult =
  | { status: 'ok'; profile: PublicProfile }
  | { status: 'missing' }
  | { status: 'failed' }

export async function loadProfile(id: string): Promise<ProfileResult> {
  const found = await lookUp<ProfileViewData, PublicProfile>(
    profileViewPath(id),
    (data) => data.user,
  )
  return found.status === 'found' ? { status: 'ok', profile: found.value } : found
}

/** A page number from the query: a positive whole number, 1 otherwise. */
export function pageParam(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

function asList<T>(data: unknown): ListData<T> | null {
  if (!data || typeof data !== 'object') return null
  const { list, total } = data as Partial<ListData<T>>
  if (!Array.isArray(list)) return null
  return { list, total: typeof total === 'number' ? total : list.length }
}

export async function loadReviews(
  userId: string,
  pageNo = 1,
): Promise<ListData<ReviewsData['list'][number]> | null> {
  const data = await fetchOr<unknown>(
    supplierCalls.reviews.path,
    { userId, pageNo, limit: supplierLimits.reviewPageSize },
    null,
  )
  return asList(data)
}

export async function loadItems(
  type: SupplierListType,
  userId: string,
  pageNo = 1,
): Promise<ListData<ItemSummary> | null> {
  const data = await fetchOr<unknown>(
    supplierListTypes[type].path,
    { userId, pageNo, limit: supplierLimits.itemPageSize },
    null,
  )
  return asList(data)
}

export interface SupplierPageData {
  profile: PublicProfile
  reviews: ListData<ReviewsData['list'][number]> | null
  recent: ListData<ItemSummary> | null
  mostHired: ListData<ItemSummary> | null
  /** the no-script views: every tag (`?info=all`), a page of reviews (`?reviews=all`) */
  infoAll: boolean
  reviewsAll: boolean
  reviewsPage: number
}

/** Everything a profile page shows, its lists fetched together. */
export async function loadSupplierPage(
  profile: PublicProfile,
  url: URL,
): Promise<SupplierPageData> {
  const reviewsAll = url.searchParams.get('reviews') === 'all'
  const reviewsPage = reviewsAll ? pageParam(url.searchParams.get('reviewsPage')) : 1
  const [reviews, recent, mostHired] = await Promise.all([
    loadReviews(profile.userId, reviewsPage),
    loadItems('RECENT', profile.userId),
    loadItems('MOST_HIRED', profile.userId),
  ])
  return {
    profile,
    reviews,
    recent,
    mostHired,
    infoAll: url.searchParams.get('info') === 'all',
    reviewsAll,
    reviewsPage,
  }
}

/** What a supplier route renders: the page's data, or none with the status to answer. */
export type SupplierRoute =
  | { status: 200; data: SupplierPageData }
  | { status: 404 | 503; data: null }

/** Both supplier routes: an unknown id answers 404, a failed look-up 503. */
export async function loadSupplierRoute(id: string, url: URL): Promise<SupplierRoute> {
  const result = await loadProfile(id)
  if (result.status === 'ok') {
    return { status: 200, data: await loadSupplierPage(result.profile, url) }
  }
  return { status: result.status === 'missing' ? 404 : 503, data: null }
}
