/**
 * The success envelope of an answer shared by every caller (a public read kept in memory,
 * services/catalogue/public-reads.ts), sent from bytes made once: the JSON serialized once,
 * its ETag, and each compressed form encoded once, all kept with the cached value by its
 * identity (they go when it leaves the cache). A request whose If-None-Match names the ETag
 * gets 304 without a body. `Cache-Control: no-cache` lets a browser keep the answer but
 * ask every time, so a change is never missed.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { type Coding, encodeAnswer } from './compression/encoders.ts'
import { negotiateEncoding } from './compression/negotiate.ts'
import { minimumCompressedBytes } from './compression/text-types.ts'

type Bytes = Uint8Array<ArrayBuffer>

interface Wire {
  body: Bytes
  etag: string
  encoded: Partial<Record<Coding, Bytes>>
}

const wires = new WeakMap<object, Wire>()

function wireOf(data: object): Wire {
  let wire = wires.get(data)
  if (!wire) {
    const body: Bytes = Buffer.from(JSON.stringify({ statusCode: 200, data }))
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
    // Weak: the same answer goes out in several codings.
    wire = { body, etag: `W/"${hash}"`, encoded: {} }
    wires.set(data, wire)
  }
  return wire
}

/** If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** `ok(c, data)` for a value kept and shared: never changed once sent (the cache's rule). */
export function okShared(c: Context, data: object): Response {
  const wire = wireOf(data)
  const headers: Record<string, string> = {
    ETag: wire.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  }
  if (namesEtag(c.req.header('if-none-match'), wire.etag)) return c.body(null, 304, headers)
  const coding =
    wire.body.length < minimumCompressedBytes
      ? 'identity'
      : negotiateEncoding(c.req.header('accept-encoding'))
  headers['Content-Type'] = 'application/json'
  if (coding === 'identity') return c.body(wire.body, 200, headers)
  wire.encoded[coding] ??= encodeAnswer(coding, wire.body) as Bytes
  headers['Content-Encoding'] = coding
  return c.body(wire.encoded[coding], 200, headers)
}
