/**
 * Runtime configuration shared by every widget on a page.
 *
 * Defaults: the API lives at the origin that served our scripts plus `/api/v1`, with the
 * sandbox key and client credentials. A host page overrides them globally with
 * `window.hireConfig = {...}` before loading the bundle, or per element with `api-base`
 * (which applies page-wide, since a page has one session and so one API).
 */
import { atom } from 'nanostores'

export interface HireConfig {
  /** Base URL of the API, ending in /api/v1 */
  apiBase: string
  apiKey: string
  /** Basic client credentials used for public and sign-in calls */
  clientId: string
  clientSecret: string
  /** Prefix of every storage key we own */
  namespace: string
  /** Origin of the marketplace site, for links out of embedded widgets */
  siteUrl: string
  /** Our own site reloads after a forced sign-out; embeds re-render as guest instead */
  reloadOnSignOut: boolean
}

declare global {
  interface Window {
    hireConfig?: Partial<HireConfig>
  }
}

function scriptOrigin(): string {
  try {
    return new URL(import.meta.url).origin
  } catch {
    return 'http://localhost:4321'
  }
}

function defaults(): HireConfig {
  const origin =
    typeof window !== 'undefined' && import.meta.url.startsWith('http')
      ? scriptOrigin()
      : 'http://localhost:4321'
  return {
    apiBase: `${origin}/api/v1`,
    apiKey: 'sandbox',
    clientId: 'sandbox',
    clientSecret: 'sandbox',
    namespace: 'hire',
    siteUrl: origin,
    reloadOnSignOut: false,
  }
}

const fromPage = typeof window !== 'undefined' ? (window.hireConfig ?? {}) : {}

export const $config = atom<HireConfig>({ ...defaults(), ...fromPage })

/** Merges overrides into the page-wide configuration. */
export function configure(overrides: Partial<HireConfig>): void {
  const current = $config.get()
  const next = { ...current, ...overrides }
  if (overrides.apiBase && !overrides.siteUrl) {
    next.siteUrl = new URL(overrides.apiBase, current.apiBase).origin
  }
  $config.set(next)
}
