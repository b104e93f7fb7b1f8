/**
 * Errors that become JSON envelopes. Routes throw HttpError; the global handler turns
 * anything else into a logged 500 without echoing secrets, tokens or request bodies.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messages } from '../../shared/contract/core/messages.ts'
import { logFailure } from './failure-log.ts'

export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  /** 429s: when to try again, sent as Retry-After */
  readonly retryAfterSeconds: number | undefined
  constructor(status: ContentfulStatusCode, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds)

export function errorBody(status: number, message: string) {
  return { statusCode: status, message }
}

export function handleError(error: Error, c: Context): Response {
  // The rest of a refused body is never read: say so, or the client's next request on this
  // connection would be parsed out of the leftover bytes.
  const status = error instanceof HttpError || error instanceof HTTPException ? error.status : 500
  if (status === 413) c.header('Connection', 'close')
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
    }
    return c.json(errorBody(error.status, error.message), error.status)
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const message = error.status === 413 ? 'Request body is too large' : error.message
    return c.json(errorBody(status, message || 'Request failed'), status)
  }
  // Only the route and the error itself: never headers, tokens, passwords, bodies or a
  // failed query's parameters.
  logFailure(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error)
  return c.json(errorBody(500, messages.somethingWentWrong), 500)
}

export function handleNotFound(c: Context): Response {
  const path = new URL(c.req.url).pathname
  // A short prefix only: the answer never mirrors a long, attacker-chosen URL back.
  const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path
  return c.json(errorBody(404, `Not found: ${c.req.method.slice(0, 10)} ${shown}`), 404)
}
