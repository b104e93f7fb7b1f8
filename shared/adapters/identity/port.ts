/**
 * The digital identity check port: runs the ID check and answers what the third-party
 * widget returns, `{ code, transaction_id }`, which POST /user/profile sends on for the
 * server to confirm. The sandbox check asks our sandbox API; the real one wraps the
 * provider's widget, loaded on first use.
 */
import type { IdentityCheckData } from '../../contract/core/sandbox.ts'

export type IdentityResult = IdentityCheckData

export interface IdentityPort {
  /** Rejects with an AbortError when the user closes the check without finishing it. */
  check(): Promise<IdentityResult>
}

/** `configure({ identity: { provider: 'widget', scriptUrl, clientId } })` */
export interface IdentityConfig {
  provider: 'sandbox' | 'widget'
  /** the provider's widget script, which defines `window.IdentityWidget` */
  scriptUrl?: string
  clientId?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    identity?: IdentityConfig
  }
}
