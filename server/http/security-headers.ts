/**
 * Headers on every API answer: browsers must never guess a type (an uploaded file sniffed
 * as HTML would run on our origin), and JSON answers are nobody's page to frame.
 */
import type { MiddlewareHandler } from 'hono'

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  }
}
