/**
 * Security headers on every page: nosniff, a referrer policy and no framing, and the CSP
 * Astro writes (hashes of the scripts it renders) completed with a per-request nonce for our
 * own inline scripts (`nonce={Astro.locals.cspNonce}`) and our other directives.
 * Loading this module also makes server-rendered island styles raw text (lib/raw-styles.ts),
 * before any page renders.
 */

import { randomBytes } from 'node:crypto'
import { defineMiddleware } from 'astro/middleware'
import { completePolicy, pageHeaders } from './lib/csp.ts'
import './lib/raw-styles.ts'

export const onRequest = defineMiddleware(async (context, next) => {
  const nonce = randomBytes(16).toString('base64')
  context.locals.cspNonce = nonce
  const response = await next()
  const policy = response.headers.get('content-security-policy')
  if (policy) response.headers.set('content-security-policy', completePolicy(policy, nonce))
  for (const [name, value] of Object.entries(pageHeaders)) response.headers.set(name, value)
  return response
})
