/**
 * The session wizards of spec part 2 (RequestItem, ReturnPickup, Overdue, Standard) and part 3 (SupplierReturn): each
 * is one sessionStorage item under our namespace (`<namespace>:RequestItem`, …) holding
 * the wizard's JSON, so it lasts for the tab and never leaks to another. Starting one clears
 * the others (part 2 section 4, "Wizards"); pages that need one redirect when it is missing.
 * Storage failures are swallowed.
 */
import { $config } from '../../config.ts'

export const wizardNames = [
  'RequestItem',
  'ReturnPickup',
  'Overdue',
  // the supplier's confirmed return: the review of the hirer, then 'Congrats!' (part 3)
  'SupplierReturn',
  'Standard',
] as const
export type WizardName = (typeof wizardNames)[number]

/** The storage key of a wizard, for inline guard scripts that run before any module. */
export function wizardKey(name: WizardName, namespace = $config.get().namespace): string {
  return `${namespace}:${name}`
}

// Read only when sessionStorage cannot be reached at all (blocked by the browser's settings)
// or has refused a write (Safari's private mode, a full quota: storage then still holds the
// old value, or none), so such a tab still finishes, within one page, the wizard it began.
const memory = new Map<WizardName, string>()
let refused = false

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function write(name: WizardName, value: string | null): void {
  if (value === null) memory.delete(name)
  else memory.set(name, value)
  try {
    const store = storage()
    if (!store) return
    if (value === null) store.removeItem(wizardKey(name))
    else store.setItem(wizardKey(name), value)
  } catch {
    // Blocked or full storage: the copy in memory serves this page.
    refused = true
  }
}

function readText(name: WizardName): string | null {
  try {
    const store = refused ? null : storage()
    if (store) return store.getItem(wizardKey(name))
  } catch {
    // fall through to the copy in memory
  }
  return memory.get(name) ?? null
}

/** The wizard's data, or null when it is not running (or its data does not parse). */
export function readWizard<T = unknown>(name: WizardName): T | null {
  const text = readText(name)
  if (text === null) return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export function wizardActive(name: WizardName): boolean {
  return readWizard(name) !== null
}

/** Starts `name` with `data`; every other wizard of this tab ends. */
export function startWizard<T>(name: WizardName, data: T): void {
  for (const other of wizardNames) if (other !== name) write(other, null)
  write(name, JSON.stringify(data))
}

/** Saves the running wizard's data; does nothing when it is not running. */
export function updateWizard<T>(name: WizardName, data: T): boolean {
  if (!wizardActive(name)) return false
  write(name, JSON.stringify(data))
  return true
}

export function endWizard(name: WizardName): void {
  write(name, null)
}
