/**
 * Sandbox conveniences (the outbox with every code sent, test card tokens and charges, the
 * identity check, trusted social payloads) would hand any account to anyone who can reach
 * them. They answer clients on this machine only, unless the operator opened them
 * explicitly (SANDBOX_PUBLIC=true); elsewhere they do not exist (404).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress, isLoopbackAddress } from './client-address.ts'
import type { AppDeps } from './context.ts'
import { HttpError } from './errors.ts'

export const sandboxLocalOnly = 'Sandbox tools are available on the machine running the server only'

export function sandboxAllowed(c: Context, deps: Pick<AppDeps, 'settings'>): boolean {
  if (!deps.settings.sandbox) return false
  return deps.settings.sandboxPublic || isLoopbackAddress(clientAddress(c, deps))
}

export function requireSandboxClient(c: Context, deps: Pick<AppDeps, 'settings'>): void {
  if (!sandboxAllowed(c, deps)) throw new HttpError(404, sandboxLocalOnly)
}

export function sandboxOnly(deps: Pick<AppDeps, 'settings'>): MiddlewareHandler {
  return async (c, next) => {
    requireSandboxClient(c, deps)
    await next()
  }
}
