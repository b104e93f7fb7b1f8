/**
 * Security headers on every page: nosniff, a referrer policy and no framing, and the nonce
 * of this response's CSP for our own inline scripts. The layout puts the nonce and the other
 * directives into the CSP (Astro only accepts them while a page renders); Astro adds the
 * hashes of the scripts it renders itself.
 */

import { defineMiddleware } from 'astro:middleware'
import { randomBytes } from 'node:crypto'
import { pageHeaders } from './lib/csp.ts'

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.cspNonce = randomBytes(16).toString('base64')
  const response = await next()
  for (const [name, value] of Object.entries(pageHeaders)) response.headers.set(name, value)
  return response
})
