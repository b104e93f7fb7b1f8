/**
 * happy-dom's localStorage refuses `delete localStorage[key]` for a key that is not there,
 * which real browsers allow and @nanostores/persistent relies on. Route the store's engine
 * through the Storage API so tests still read and write the real happy-dom localStorage.
 */
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent'
import { vi } from 'vitest'

const storageEngine = new Proxy({} as Record<string, string>, {
  get: (_, key) => (typeof key === 'string' ? (localStorage.getItem(key) ?? undefined) : undefined),
  set: (_, key, value) => {
    if (typeof key === 'string') localStorage.setItem(key, String(value))
    return true
  },
  ownKeys: () => Object.keys(localStorage),
  getOwnPropertyDescriptor: (_, key) =>
    typeof key === 'string' && localStorage.getItem(key) !== null
      ? { value: localStorage.getItem(key), enumerable: true, configurable: true, writable: true }
      : undefined,
  deleteProperty: (_, key) => {
    if (typeof key === 'string') localStorage.removeItem(key)
    return true
  },
})

setPersistentEngine(storageEngine, windowPersistentEvents)

/**
 * `waitFor` and `findBy…` wait for a state, never a time: on a busy two-core machine a
 * lazily imported chunk can take seconds to arrive, so they may wait up to ten seconds
 * (a passing test returns as soon as its state is reached). Set as the library loads, so
 * the many files that never render (stores, formats, adapters) skip loading it at all.
 */
vi.mock('@testing-library/preact', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/preact')>()
  library.configure({ asyncUtilTimeout: 10_000 })
  return library
})
