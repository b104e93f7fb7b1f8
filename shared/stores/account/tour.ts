/**
 * $tourOpen: the onboarding tour (spec part 1 section 2). It is shown once after a user's
 * first sign-in on this browser (remembered under `<namespace>:tourSeen`), on the home page
 * only, and again whenever they ask for it (Tutorial in the profile menu).
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

/**
 * Whether the tour opens by itself on the page at `pathname`. Only on the home page, whose
 * header and search it points at: a sign-in in the middle of a flow (the booking dialog,
 * checkout, the terms page, onboarding) must never be covered by it; it waits for the
 * user's next visit home.
 */
export function tourDue(pathname: string, signedIn: boolean): boolean {
  return signedIn && pathname.replace(/\/+$/, '') === '' && !tourSeen()
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
