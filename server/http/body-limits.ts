/**
 * Request body limits: 1 MB for JSON calls, and room for a 51 MB file plus the multipart
 * envelope on the upload route only. Bodies are refused from their Content-Length before
 * being read, or as soon as a streamed body passes the limit.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { mediaMessages, mediaRules } from '../../shared/contract/core/media.ts'
import { HttpError } from './errors.ts'

const jsonLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new HttpError(413, 'Request body is too large')
  },
})

const uploadLimit = bodyLimit({
  maxSize: mediaRules.maxBytes + 64 * 1024,
  onError: () => {
    throw new HttpError(413, mediaMessages.tooLarge)
  },
})

export function bodyLimits(uploadPath: string): MiddlewareHandler {
  return (c, next) => (c.req.path === uploadPath ? uploadLimit(c, next) : jsonLimit(c, next))
}
