/**
 * Headers on every API answer: browsers must never guess a type (an uploaded file sniffed
 * as HTML would run on our origin), and JSON answers are nobody's page to frame.
 */
import type { MiddlewareHandler } from 'hono'
import { withHeaders } from './answer-headers.ts'

const headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

export function securityHeaders(): MiddlewareHandler {
  return (c, next) => withHeaders(c, headers, next)
}
