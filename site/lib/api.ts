/**
 * Server-side access to the API for page rendering (env.ts says where the API is). Pages
 * never fail because of the API: a failed call logs and yields the section's empty value.
 */
import { api } from '../../shared/api/client.ts'
import { configure } from '../../shared/config.ts'
import { serverApiConfig } from './env.ts'

configure(serverApiConfig())

/** Milliseconds a render waits for one call before showing the empty state instead. */
const timeoutMs = Number(process.env.HIRE_API_TIMEOUT_MS ?? 5000)

type Query = Record<string, string | number | boolean | undefined | null>

/** GET with public (basic) credentials; resolves to `fallback` on any failure. */
export async function fetchOr<T>(path: string, query: Query, fallback: T): Promise<T> {
  try {
    const data = await api.get<T>(path, {
      query,
      auth: 'basic',
      signal: AbortSignal.timeout(timeoutMs),
    })
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

const perRequest = new WeakMap<Request, Map<string, Promise<unknown>>>()

/**
 * Shares one call between the components of one render (the home page and the footer both
 * need the destinations) without sharing anything between requests.
 */
export function once<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  let calls = perRequest.get(request)
  if (!calls) {
    calls = new Map()
    perRequest.set(request, calls)
  }
  let pending = calls.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = load()
    calls.set(key, pending)
  }
  return pending
}
