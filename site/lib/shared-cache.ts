/**
 * A stale-while-revalidate cache for data that is the same for every visitor (the home
 * page's sections, the legal pages). Under load the page's own API calls are what time out,
 * so the site asks once and serves everyone from memory:
 *
 * - an entry is fresh for `freshMs`; after that it is still served, at once, while one
 *   refresh runs in the background;
 * - concurrent reads of a missing entry share one load;
 * - a failed load is never stored: with no entry the read fails (the section shows its retry
 *   state), with an older entry that one goes on being served until a load succeeds;
 * - `invalidate()` (the data changed) retires every entry: the next read waits for a new
 *   load, which loads started before the invalidation can never satisfy.
 *
 * Keys must come from a fixed set (paths and fixed queries), never from a visitor's input.
 */

export interface SharedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  invalidate(): void
}

export interface SharedCacheOptions {
  freshMs: number
  now?: () => number
}

interface Entry {
  value: unknown
  loadedAt: number
  generation: number
}

export function sharedCache({ freshMs, now = Date.now }: SharedCacheOptions): SharedCache {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<unknown>>()
  let generation = 0

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = loading.get(key) as Promise<T> | undefined
    if (running) return running
    const startedIn = generation
    const pending = load().then((value) => {
      if (startedIn === generation) entries.set(key, { value, loadedAt: now(), generation })
      return value
    })
    const settled = () => {
      if (loading.get(key) === pending) loading.delete(key)
    }
    pending.then(settled, settled)
    loading.set(key, pending)
    return pending
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key)
      if (entry && entry.generation === generation) {
        if (now() - entry.loadedAt >= freshMs) refresh(key, load).catch(() => {})
        return entry.value as T
      }
      try {
        return await refresh(key, load)
      } catch (error) {
        // Data from before a change beats no section at all while the API cannot answer.
        if (entry) return entry.value as T
        throw error
      }
    },
    invalidate() {
      generation += 1
      loading.clear()
    },
  }
}
