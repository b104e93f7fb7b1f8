/**
 * Checks on the raw Node request, before any framework sees it. TRACE (and TRACK) would
 * reflect the request, headers included, back to the caller, and the web-standard Request
 * cannot even represent them, so they are answered 405 here rather than failing with a 500
 * deeper down. Used by `server/main.ts` and the launcher for pages and API alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const refused = new Set(['TRACE', 'TRACK', 'CONNECT'])
export const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** true when the request was answered (and must go no further). */
export function refuseUnsafeMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!refused.has((req.method ?? '').toUpperCase())) return false
  const body = JSON.stringify({ statusCode: 405, message: 'Method not allowed' })
  res.writeHead(405, {
    allow: allowedMethods,
    'content-type': 'application/json; charset=UTF-8',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  })
  res.end(body)
  return true
}
