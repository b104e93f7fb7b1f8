/**
 * Subscribes a component to a nanostore. Written against the React API so it runs on the
 * preact/compat runtime we ship and on React; on the server it reads the current value
 * without subscribing (and so without starting any loading).
 */
import type { ReadableAtom } from 'nanostores'
import { useCallback, useSyncExternalStore } from 'react'

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store])
  const get = useCallback(() => store.get(), [store])
  // The third argument (server snapshot) is required by React's server renderer.
  const sync = useSyncExternalStore as (
    subscribe: (onChange: () => void) => () => void,
    get: () => T,
    getServer: () => T,
  ) => T
  return sync(subscribe, get, get)
}
