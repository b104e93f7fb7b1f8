/**
 * loadOnce(load): a loader for code fetched on first need (a chunk, a library, a list).
 * Every caller shares one download; a failed one (offline for a moment, a deploy replaced
 * the files) is forgotten, so the next call downloads again instead of repeating the
 * failure. `loaded()` gives the result synchronously once it has arrived.
 */
export type LoadOnce<T> = (() => Promise<T>) & { loaded: () => T | undefined }

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  const get = () =>
    (pending ??= load().then(
      (result) => {
        value = result
        return result
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return Object.assign(get, { loaded: () => value })
}
