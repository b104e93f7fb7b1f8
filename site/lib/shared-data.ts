/**
 * Data every visitor sees alike (the home page's sections, the legal pages), read through
 * one cache per site process (shared-cache.ts) that the API's content version keeps honest
 * (version-watch.ts). A section learns whether its data could be had at all: `ok: false`
 * means the API did not answer and nothing was cached, so the page shows a retry state and
 * is not cached. An absent resource (404, e.g. no banner set) is data: `null`.
 */
import { ApiError } from '../../shared/api/errors.ts'
import { type ContentVersion, homeCalls } from '../../shared/contract/catalogue/home.ts'
import { getPublic, type Query } from './api.ts'
import { sharedCache } from './shared-cache.ts'
import { versionWatch } from './version-watch.ts'

export type Loaded<T> = { ok: true; data: T } | { ok: false }

/** Seconds an entry is served without a background refresh (HIRE_SHARED_CACHE_SECONDS). */
const freshSeconds = Number(process.env.HIRE_SHARED_CACHE_SECONDS ?? 30)

export const sharedFreshMs = (Number.isFinite(freshSeconds) ? freshSeconds : 30) * 1000

const cache = sharedCache({ freshMs: sharedFreshMs })

/** Moves whenever the cache is retired: pages built from shared data go with it. */
let generation = 0

// At most one version question a second per process, and a short wait: a slow answer must
// not hold every render up; the cache then serves what it has.
const watch = versionWatch({
  everyMs: 1000,
  read: async () => (await getPublic<ContentVersion>(homeCalls.version.path, {}, 1000)).version,
  onChange: () => {
    generation += 1
    cache.invalidate()
  },
})

/** The shared data's generation, once the content version is at most a second old. */
export async function sharedGeneration(): Promise<number> {
  await watch.check()
  return generation
}

async function loadOrAbsent<T>(path: string, query: Query): Promise<T | null> {
  try {
    return (await getPublic<T>(path, query)) ?? null
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** GET a public call through the shared cache. */
export async function sharedGet<T>(path: string, query: Query): Promise<Loaded<T | null>> {
  await watch.check()
  const params = Object.entries(query).map(([name, value]) => `${name}=${String(value)}`)
  const key = `${path}?${params.sort().join('&')}`
  try {
    return { ok: true, data: await cache.get(key, () => loadOrAbsent<T>(path, query)) }
  } catch (error) {
    console.warn(`[site] GET ${path} failed: ${(error as Error).message}`)
    return { ok: false }
  }
}

/** A section's data, or what stands in for it where a failure needs no retry state. */
export function dataOr<T>(loaded: Loaded<T>, fallback: T): T {
  return loaded.ok ? loaded.data : fallback
}

/** True when any section failed: the page then says so and must not be cached. */
export function anyFailed(...sections: Loaded<unknown>[]): boolean {
  return sections.some((section) => !section.ok)
}

/**
 * Cache-Control of a page built from shared data: a page missing a section must be asked
 * for again (no-store); a complete one may be kept briefly, by the browser only, as it
 * carries this response's CSP nonce, which no other visitor may be handed.
 */
export function pageCacheControl(complete: boolean): string {
  return complete ? 'private, max-age=15' : 'no-store'
}
