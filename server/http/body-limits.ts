/**
 * Request body limits: 1 MB for JSON calls, and room for a 51 MB file plus the multipart
 * envelope on the upload route only. Bodies are refused from their Content-Length before
 * being read, or as soon as a streamed body passes the limit; a body nobody read is finished
 * properly either way. Upload bodies are never held whole: the route streams them.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { mediaMessages, mediaRules } from '../../shared/contract/core/media.ts'
import { dropRest } from './drop-body.ts'
import { HttpError } from './errors.ts'

const jsonLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new HttpError(413, 'Request body is too large')
  },
})

const uploadMaxBytes = mediaRules.maxBytes + 64 * 1024
/** A refused upload declaring more than this is answered at once, closing the connection. */
const lingerMaxBytes = 4 * mediaRules.maxBytes
const uploadTooLarge = () => new HttpError(413, mediaMessages.tooLarge)

/**
 * The upload route's limit never buffers the body (hono's bodyLimit holds a body without a
 * Content-Length in memory to count it): a declared length is checked at once, an undeclared
 * one is counted while the route streams it, which fails past the limit.
 */
const uploadLimit: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body
  const declared = c.req.header('content-length')
  if (!body || (declared !== undefined && !c.req.header('transfer-encoding'))) {
    if (Number(declared) > uploadMaxBytes) {
      // Read to its end before the answer (as far as a too-large video goes), or the
      // client, still sending, loses the answer with the connection.
      const ended = body ? await dropRest(body.getReader(), lingerMaxBytes) : true
      if (!ended) c.header('Connection', 'close')
      throw uploadTooLarge()
    }
    return next()
  }
  let size = 0
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > uploadMaxBytes) controller.error(uploadTooLarge())
        else controller.enqueue(chunk)
      },
    }),
  )
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit)
  return next()
}

/** Unread bodies up to this size are read and dropped, so the connection can be reused. */
const drainBytes = 1024 * 1024

export function bodyLimits(uploadPath: string): MiddlewareHandler {
  return async (c, next) => {
    await (c.req.path === uploadPath ? uploadLimit(c, next) : jsonLimit(c, next))
    await finishBody(c)
  }
}

/**
 * A call refused before its body was read (a 401 for a wrong key, a 403) leaves the body in
 * the connection. Node would then drop the connection without a word, and a client still
 * sending gets a broken pipe instead of our answer. A small body is read to the end; for a
 * large or unknown one the answer says `Connection: close`.
 */
async function finishBody(c: Context): Promise<void> {
  const request = c.req.raw
  if (c.res.status === 413 || request.bodyUsed || !request.body) return
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared <= drainBytes) {
    await request.arrayBuffer().catch(() => undefined)
  } else {
    c.header('Connection', 'close')
  }
}
