/**
 * Loading an on-demand part again after its chunk failed to download (offline for a
 * moment, or a page opened before a deploy whose chunk is gone).
 *
 * Calling the same import() again does not help: the browser keeps the failed fetch in its
 * module map and rejects at once, without a request (Chromium does, as the HTML spec says).
 * So a retry imports the failed chunk's URL, which the browser's error names, with a
 * `?retry=<n>` query: a new module-map key, so a real request. The chunk's own imports
 * still resolve to the URLs the page already loaded (one runtime, one session). The
 * bundler renames a chunk's exports, so the part is found among the fresh module's exports
 * by `pick` (the same rule the first import used, e.g. "has a default export").
 *
 * What this cannot mend: a chunk that the failed one imports statically and that failed
 * too keeps its cached failure; the part then stays unavailable until the page reloads.
 * The build keeps the previous builds' chunks (scripts/keep-builds.ts), so after a deploy
 * the old names still answer and that case needs a network failure mid-load.
 */

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari). */
const chunkFailure =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message)
}

/** The chunk URL a failed import names (Chromium and Firefox put it at the end). */
export function failedChunkUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  const match = /(https?:\/\/\S+?\.js)(?:\?\S*)?\s*$/.exec(error.message)
  return match?.[1] ?? null
}

export function retryUrl(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`
}

type Namespace = Record<string, unknown>

/** The part in a freshly imported chunk: in its exports or in a module namespace it exports. */
export function pickPart<T>(
  namespace: Namespace,
  pick: (module: Namespace) => T | undefined,
): T | undefined {
  const direct = pick(namespace)
  if (direct !== undefined) return direct
  const found = Object.values(namespace)
    .filter((value): value is Namespace => typeof value === 'object' && value !== null)
    .map((module) => pick(module))
    .filter((part) => part !== undefined)
  // Two candidates would be a guess: better to say the part failed than show the wrong one.
  return found.length === 1 ? found[0] : undefined
}

const importUrl = (url: string): Promise<Namespace> => import(/* @vite-ignore */ url)

/**
 * The part from `load` (the first try), or, on a later try after a failed chunk download,
 * from the failed chunk's URL with a retry query. Errors other than a failed download
 * (an exception in the module itself) are passed on unchanged.
 */
export async function loadPart<T>(
  load: () => Promise<T>,
  pick: (module: Namespace) => T | undefined,
  attempt: number,
  fetchModule: (url: string) => Promise<Namespace> = importUrl,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const url = failedChunkUrl(error)
    if (attempt === 0 || !isChunkLoadError(error) || !url) throw error
    const part = pickPart(await fetchModule(retryUrl(url, attempt)), pick)
    if (part === undefined) throw error
    return part
  }
}

/**
 * A part's loader for a button that opens it: the first call imports it, each later call
 * after a failed download fetches its chunk afresh (`loadPart`), and once loaded it is kept.
 */
export function retriedLoader<T>(
  load: () => Promise<T>,
  pick: (module: Namespace) => T | undefined,
  fetchModule: (url: string) => Promise<Namespace> = importUrl,
): () => Promise<T> {
  let loaded: T | undefined
  let tries = 0
  return async () => {
    loaded ??= await loadPart(load, pick, tries++, fetchModule)
    return loaded
  }
}

/** The pick for a chunk whose part is its default export. */
export const defaultExport = <T>(module: Namespace): T | undefined =>
  typeof module.default === 'function' ? (module.default as T) : undefined
