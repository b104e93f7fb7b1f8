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

export type Query = Record<string, string | number | boolean | undefined | null>

/** GET with public (basic) credentials, waiting at most `waitMs`; rejects on any failure. */
export function getPublic<T>(path: string, query: Query, waitMs = timeoutMs): Promise<T> {
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
