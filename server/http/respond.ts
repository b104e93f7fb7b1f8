/** The success envelope: `{ statusCode: 200, data }`, with an optional message. */
import type { Context } from 'hono'

export function ok<T>(c: Context, data: T, message?: string) {
  return c.json(message ? { statusCode: 200, message, data } : { statusCode: 200, data }, 200)
}
