/**
 * /search-result's typed search (shared/domain/catalogue/typed-search.ts) with the site's
 * calls: the full category list the Activities typeahead uses, through the shared cache,
 * and the places port's autocomplete and details (our API's places service), each waiting
 * at most as long as any call of a render.
 */
import { sandboxPlaces } from '../../shared/adapters/places/sandbox.ts'
import {
  type Category,
  catalogueCalls,
  categoryChunk,
} from '../../shared/contract/catalogue/catalogue.ts'
import type { SearchState } from '../../shared/domain/catalogue/search-filters.ts'
import { resolveTypedSearch, type TypedSearch } from '../../shared/domain/catalogue/typed-search.ts'
import { listOf, timeoutMs } from './api.ts'
import { sharedGet } from './shared-data.ts'

async function categories(): Promise<Category[]> {
  const loaded = await sharedGet(catalogueCalls.categories.path, { chunk: categoryChunk.full })
  return loaded.ok ? listOf<Category>(loaded.data) : []
}

/** Logs why a place could not be looked up; the page then shows no results for it. */
function logged<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    console.warn(`[site] places lookup failed: ${(error as Error).message}`)
    throw error
  })
}

export function resolveSearch(state: SearchState): Promise<TypedSearch> {
  return resolveTypedSearch(state, {
    categories,
    places: {
      autocomplete: (input) =>
        logged(sandboxPlaces.autocomplete(input, AbortSignal.timeout(timeoutMs()))),
      details: (placeId) =>
        logged(sandboxPlaces.details(placeId, AbortSignal.timeout(timeoutMs()))),
    },
  })
}
