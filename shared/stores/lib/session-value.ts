/**
 * One string kept for this tab in sessionStorage under our namespace (`<namespace>:<name>`).
 * Blocked or full storage reads as nothing and drops the write: the flow still works within
 * the page.
 */
import { $config } from '../../config.ts'

const storageKey = (name: string) => `${$config.get().namespace}:${name}`

export function readSessionValue(name: string): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(storageKey(name))
  } catch {
    return null
  }
}

/** Keeps `value`, or forgets the name with null. */
export function writeSessionValue(name: string, value: string | null): void {
  try {
    if (typeof sessionStorage === 'undefined') return
    if (value === null) sessionStorage.removeItem(storageKey(name))
    else sessionStorage.setItem(storageKey(name), value)
  } catch {
    // Blocked or full storage.
  }
}
