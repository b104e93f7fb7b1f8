/**
 * CORS for partner pages. Signed calls (anything but a plain read, and any read carrying a
 * bearer token) answer only the site's own origin, the partner origins allowlist kept in
 * the database (partner_origins; PARTNER_ORIGINS adds more) and, in sandbox mode, pages on
 * this machine (http://localhost:…, http://127.0.0.1:…). Public reads (catalogue, content)
 * stay open to every page. The opaque origin `null` (sandboxed frames, file: pages) is
 * never answered.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { partnerOriginListed } from '../services/partners/partners.ts'
import { addVary, withHeaders } from './answer-headers.ts'
import { isLoopbackHost } from './client-address.ts'
import type { AppDeps } from './context.ts'

const readMethods = new Set(['GET', 'HEAD'])

function loopbackOrigin(origin: URL): boolean {
  return (
    (origin.protocol === 'http:' || origin.protocol === 'https:') && isLoopbackHost(origin.hostname)
  )
}

export async function trustedOrigin(
  origin: string,
  c: Context,
  deps: Pick<AppDeps, 'settings' | 'db'>,
): Promise<boolean> {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  const { settings } = deps
  if (origin === settings.siteOrigin || settings.partnerOrigins.includes(origin)) return true
  // Same origin as the API itself (the launcher serves site and API on one port).
  if (origin === new URL(c.req.url).origin) return true
  if (settings.sandbox && loopbackOrigin(url)) return true
  return partnerOriginListed(deps.db, origin)
}

/** A read anyone may make from any page: a GET without a user's token. */
function openRead(c: Context): boolean {
  if (c.req.method === 'OPTIONS') {
    return readMethods.has(c.req.header('access-control-request-method')?.toUpperCase() ?? '')
  }
  const auth = c.req.header('authorization')?.trim().toLowerCase() ?? ''
  return readMethods.has(c.req.method) && !auth.startsWith('bearer')
}

export function partnerCors(deps: Pick<AppDeps, 'settings' | 'db'>): MiddlewareHandler {
  const allowedOrigin = async (origin: string, c: Context) => {
    if (!origin || origin === 'null') return null
    if (await trustedOrigin(origin, c, deps)) return origin
    return openRead(c) ? '*' : null
  }
  const preflight = cors({
    origin: allowedOrigin,
    allowHeaders: [
      'authorization',
      'content-type',
      'x-api-key',
      'platform',
      'timezone',
      'idempotency-key',
      'x-partner-key',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })
  // Other calls get what hono's cors gives them (the allowed origin, Vary: Origin), set
  // without rebuilding the answer (answer-headers.ts).
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const allowed = await allowedOrigin(c.req.header('origin') ?? '', c)
    await withHeaders(c, allowed ? { 'Access-Control-Allow-Origin': allowed } : {}, next)
    addVary(c, 'Origin')
  }
}
