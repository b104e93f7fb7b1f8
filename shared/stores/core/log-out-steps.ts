/**
 * Work that must run while the session still exists when a person logs out (this browser's
 * push token goes with their token). Kept out of `session.ts`, which every widget loads:
 * only the modules that register a step or log out from the menu carry it.
 */
const steps = new Set<() => Promise<unknown>>()

/** Registers a step (once, however often it is registered); returns the way to take it back. */
export function beforeLogOut(step: () => Promise<unknown>): () => void {
  steps.add(step)
  return () => steps.delete(step)
}

/** Runs every registered step; a failing one stops neither the others nor the log-out. */
export async function runLogOutSteps(): Promise<void> {
  await Promise.allSettled([...steps].map((step) => step()))
}
