/**
 * Security headers on every page: nosniff, a referrer policy and no framing, and the CSP
 * Astro writes (hashes of the scripts it renders) completed with a per-request nonce for our
 * own inline scripts (`nonce={Astro.locals.cspNonce}`) and our other directives.
 * Signed-out requests for a shared page (the home page) are answered from lib/page-cache.ts
 * while the shared data's generation holds, each with its own nonce.
 * Loading this module also makes server-rendered island styles raw text (lib/raw-styles.ts),
 * before any page renders.
 */

import { randomBytes } from 'node:crypto'
import { defineMiddleware } from 'astro/middleware'
import { completePolicy, pageHeaders } from './lib/csp.ts'
import { pageCache } from './lib/page-cache.ts'
import { sharedFreshMs, sharedGeneration } from './lib/shared-data.ts'
import './lib/raw-styles.ts'

function secured(response: Response, nonce: string): Response {
  const policy = response.headers.get('content-security-policy')
  if (policy) response.headers.set('content-security-policy', completePolicy(policy, nonce))
  for (const [name, value] of Object.entries(pageHeaders)) response.headers.set(name, value)
  return response
}

/** Pages that may be the same for every signed-out visitor; each still opts in per render. */
const sharedPaths = new Set(['/'])
const pages = pageCache({ freshMs: Math.min(5000, sharedFreshMs), maxEntries: 16 })

/** A request any signed-out visitor could have made: no cookie, no query. */
function sharedKey(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || url.search || request.headers.has('cookie')) return null
  return sharedPaths.has(url.pathname) ? `${url.origin}${url.pathname}` : null
}

export const onRequest = defineMiddleware(async (context, next) => {
  const nonce = randomBytes(16).toString('base64')
  context.locals.cspNonce = nonce
  const key = sharedKey(context.request, context.url)
  if (!key) return secured(await next(), nonce)
  return pages.serve(key, await sharedGeneration(), nonce, async () => ({
    response: secured(await next(), nonce),
    // A cookie set while rendering is one visitor's: that page is never shared.
    shareable: () =>
      context.locals.sharedPage === true && context.cookies.headers().next().done === true,
  }))
})
