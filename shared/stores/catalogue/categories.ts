/**
 * $categories: the full category list (GET /items/categories?chunk=100), loaded once per
 * page when a part first needs it (`ensureCategories()`: the search bar's Activities on first
 * focus or hover, a filter or form when it opens), not when a widget merely mounts. Failed
 * loads leave an empty list and the error message, and can be retried.
 */
import { map, onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  type CategoriesData,
  type Category,
  catalogueCalls,
  categoryChunk,
} from '../../contract/catalogue/catalogue.ts'
import { messages } from '../../contract/core/messages.ts'
import { reportError } from '../core/feedback.ts'
import { $session } from '../core/session.ts'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CategoriesValue {
  status: LoadStatus
  list: Category[]
  error?: string
}

export const $categories = map<CategoriesValue>({ status: 'idle', list: [] })

let pending: Promise<void> | null = null

export function loadCategories(): Promise<void> {
  pending ??= (async () => {
    $categories.set({ status: 'loading', list: $categories.get().list })
    try {
      const data = await api.get<CategoriesData>(catalogueCalls.categories.path, {
        query: { chunk: categoryChunk.full },
      })
      $categories.set({ status: 'ready', list: data?.categoriesList ?? [] })
    } catch (error) {
      const message = error instanceof Error ? error.message : messages.somethingWentWrong
      $categories.set({ status: 'error', list: [], error: message })
      reportError(error, { silent: true })
    } finally {
      pending = null
    }
  })()
  return pending
}

/** Starts the first load, unless one was made; never from a server render. */
export function ensureCategories(): void {
  if (typeof window === 'undefined') return
  if ($categories.get().status === 'idle') void loadCategories()
}

onMount($categories, () => {
  // Never from a server render: requests must not share state or make calls.
  if (typeof window === 'undefined') return
  // A call that failed because the session ended is retried with the new (guest) session.
  return $session.listen((session) => {
    if (session.accessToken && $categories.get().status === 'error') void loadCategories()
  })
})
