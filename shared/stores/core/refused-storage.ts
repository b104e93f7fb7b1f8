/**
 * A session the browser refuses to store still works for the page. Safari's private mode
 * throws QuotaExceededError on every localStorage write, which @nanostores/persistent lets
 * through: signing in failed with that error. One probe write under our prefix finds out
 * before the session store is made; refused, the store keeps the session in this page's
 * memory (as the library already does when storage cannot be reached at all). A probe is
 * the cheapest check every widget can carry.
 */
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent'

export function keepInMemoryWhenRefused(prefix: string): void {
  try {
    localStorage.setItem(prefix, '')
    localStorage.removeItem(prefix)
  } catch {
    setPersistentEngine({}, windowPersistentEvents)
  }
}
