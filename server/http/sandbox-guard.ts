/**
 * Sandbox conveniences (the outbox with every code sent, test card tokens and charges, the
 * identity check, trusted social payloads) would hand any account to anyone who can reach
 * them. They answer clients on this machine only, that name it by a loopback or its own
 * public name, unless the operator opened them explicitly (SANDBOX_PUBLIC=true); elsewhere
 * they do not exist (404).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress, isLoopbackAddress, isLoopbackHost } from './client-address.ts'
import type { AppDeps } from './context.ts'
import { HttpError } from './errors.ts'

export const sandboxLocalOnly = 'Sandbox tools are available on the machine running the server only'

/**
 * Whether the client named this server by a loopback name or its configured public one. A
 * page elsewhere can point its own name at 127.0.0.1 (DNS rebinding): its requests then
 * come from this machine, through the visitor's browser, but name that page's host.
 */
function namedAsThisServer(c: Context, deps: Pick<AppDeps, 'settings'>): boolean {
  const host = new URL(c.req.url).hostname
  if (isLoopbackHost(host)) return true
  const { publicUrl, siteOrigin } = deps.settings
  return [publicUrl, siteOrigin].some((origin) => origin && new URL(origin).hostname === host)
}

export function sandboxAllowed(c: Context, deps: Pick<AppDeps, 'settings'>): boolean {
  if (!deps.settings.sandbox) return false
  if (deps.settings.sandboxPublic) return true
  return isLoopbackAddress(clientAddress(c, deps)) && namedAsThisServer(c, deps)
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
