/**
 * $tourOpen: the onboarding tour (spec part 1 section 2). It is shown once after a user's
 * first sign-in on this browser (remembered under `<namespace>:tourSeen`) and again
 * whenever they ask for it (Tutorial in the profile menu).
 */
import { atom } from 'nanostores'
import { $config } from '../../config.ts'

export const $tourOpen = atom(false)

const seenKey = () => `${$config.get().namespace}:tourSeen`

/** Whether this browser has shown the tour already (blocked storage counts as seen). */
export function tourSeen(): boolean {
  try {
    return localStorage.getItem(seenKey()) === '1'
  } catch {
    return true
  }
}

export function startTour(): void {
  $tourOpen.set(true)
}

/** Closes the tour (finished or skipped) and remembers it was seen. */
export function finishTour(): void {
  $tourOpen.set(false)
  try {
    localStorage.setItem(seenKey(), '1')
  } catch {
    // Blocked storage: the tour may show again next time, which is harmless.
  }
}
