/**
 * Errors that become JSON envelopes. Routes throw HttpError; the global handler turns
 * anything else into a logged 500 without echoing secrets, tokens or request bodies.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messages } from '../../shared/contract/core/messages.ts'

export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  constructor(status: ContentfulStatusCode, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)

export function errorBody(status: number, message: string) {
  return { statusCode: status, message }
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.status, error.message), error.status)
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const message = error.status === 413 ? 'Request body is too large' : error.message
    return c.json(errorBody(status, message || 'Request failed'), status)
  }
  // Only the route and the error itself: never headers, tokens, passwords or bodies.
  console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error)
  return c.json(errorBody(500, messages.somethingWentWrong), 500)
}

export function handleNotFound(c: Context): Response {
  const path = new URL(c.req.url).pathname
  return c.json(errorBody(404, `Not found: ${c.req.method} ${path}`), 404)
}
