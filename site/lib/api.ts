/**
 * Server-side access to the API for page rendering (env.ts says where the API is). Pages
 * never fail because of the API: a failed call logs and yields the section's empty value,
 * and a page's own subject is looked up as found, missing or failed.
 */
import { api } from '../../shared/api/client.ts'
import { ApiError } from '../../shared/api/errors.ts'
import { configure } from '../../shared/config.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { serverApiConfig } from './env.ts'

configure(serverApiConfig())

/** Milliseconds a render waits for one call before showing the empty state instead. */
export const timeoutMs = () => Number(process.env.HIRE_API_TIMEOUT_MS ?? 5000)

export type Query = Record<string, string | number | boolean | undefined | null>

/** GET with public (basic) credentials, waiting at most `waitMs`; rejects on any failure. */
export function getPublic<T>(path: string, query: Query, waitMs = timeoutMs()): Promise<T> {
  return api.get<T>(path, { query, auth: 'basic', signal: AbortSignal.timeout(waitMs) })
}

/** GET with public (basic) credentials; resolves to `fallback` on any failure. */
export async function fetchOr<T>(path: string, query: Query, fallback: T): Promise<T> {
  try {
    const data = await getPublic<T>(path, query)
    return data ?? fallback
  } catch (error) {
    console.warn(`[site] GET ${path} failed: ${(error as Error).message}`)
    return fallback
  }
}

/** Lists arrive as `data.list` (or a bare array, or `categoriesList` for categories). */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[]
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    for (const key of ['list', 'categoriesList']) {
      if (Array.isArray(record[key])) return record[key] as T[]
    }
  }
  return []
}

/** A page's own subject (a category, a story, a destination): HTTP 404 when missing, 503 when failed. */
export type Lookup<T> = { status: 'found'; value: T } | { status: 'missing' } | { status: 'failed' }

/**
 * A page's own subject from its lookup, or null after setting the page's HTTP status: 404
 * when missing, 503 when failed (components/LookupFailed.astro shows which). The route sets
 * it: a component renders too late to change the status.
 */
export function subjectOf<T>(lookup: Lookup<T>, response: { status?: number }): T | null {
  if (lookup.status === 'found') return lookup.value
  response.status = lookup.status === 'missing' ? 404 : 503
  return null
}

/** Why a GET of one thing failed: 404 and 400 (a malformed id names nothing) are 'missing'. */
export function lookupFailure(
  path: string,
  error: unknown,
): Exclude<Lookup<never>, { status: 'found' }> {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return { status: 'missing' }
  }
  console.warn(`[site] GET ${path} failed: ${(error as Error).message}`)
  return { status: 'failed' }
}

/**
 * GET one thing with public credentials: found with what `pick` takes from the answer,
 * missing when it takes nothing (or see lookupFailure).
 */
export async function lookUp<T, V>(
  path: string,
  pick: (data: T) => V | null | undefined,
): Promise<Lookup<V>> {
  try {
    const data = await getPublic<T>(path, {})
    const value = data ? pick(data) : undefined
    return value ? { status: 'found', value } : { status: 'missing' }
  } catch (error) {
    return lookupFailure(path, error)
  }
}

/** A page of a list as the islands take it; null for anything else (they show the error). */
export function pageOf<T>(data: unknown): ListData<T> | null {
  if (!data || typeof data !== 'object') return null
  const record = data as Partial<ListData<T>>
  if (!Array.isArray(record.list)) return null
  return { list: record.list, total: typeof record.total === 'number' ? record.total : 0 }
}
