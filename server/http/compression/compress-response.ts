/**
 * Compresses a Node response on the fly when the client accepts brotli or gzip and the body
 * is text: server-rendered pages (while they stream), API answers, SVG media, and build
 * files without a precompressed copy. It wraps `writeHead`/`write`/`end` of one response,
 * so whatever writes it (Astro, Hono, `send`) needs no change.
 *
 * Left as they are: bodies under 1 KB, responses that already carry a Content-Encoding
 * (precompressed files), partial content (ranges count bytes of the body as stored), 204 and
 * 304, `Cache-Control: no-transform`, HEAD (headers only). Every text response names
 * Accept-Encoding in Vary, compressed or not, so shared caches keep one copy per coding.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'
import { type Coding, createEncoder } from './encoders.ts'
import { negotiateEncoding } from './negotiate.ts'
import { isCompressibleType, minimumCompressedBytes } from './text-types.ts'

type Encoder = ReturnType<typeof createEncoder>
type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const coding = negotiateEncoding(req.headers['accept-encoding'])
  const original = {
    writeHead: res.writeHead as Loose<ServerResponse>,
    write: res.write as Loose<boolean>,
    end: res.end as Loose<ServerResponse>,
    flushHeaders: res.flushHeaders,
  }
  let decided = false
  let encoder: Encoder | null = null

  /** Settles the coding once, from the headers as they stand when the body starts. */
  const decide = (bodyLength?: number) => {
    if (decided) return
    decided = true
    if (!isCompressibleType(headerText(res, 'content-type'))) return
    addVary(res, 'Accept-Encoding')
    if (coding === 'identity' || !mayEncode(res)) return
    const chosen: Coding = coding
    const declared = res.getHeader('content-length')
    const length = declared === undefined ? bodyLength : Number(declared)
    if (length !== undefined && length < minimumCompressedBytes) return
    res.setHeader('content-encoding', coding)
    res.removeHeader('content-length')
    weakenEtag(res)
    if (req.method !== 'HEAD') encoder = startEncoder(res, chosen, length, original)
  }

  res.writeHead = function writeHead(
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ): ServerResponse {
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = (reason === undefined ? rest[0] : rest[1]) as Headers | undefined
    if (decided) return original.writeHead.call(res, statusCode, ...rest)
    // Held until the body starts (its length may be known only then): the status and
    // headers join the response's own and go out with the first bytes.
    res.statusCode = statusCode
    if (reason !== undefined) res.statusMessage = reason
    applyHeaders(res, headers)
    return res
  } as ServerResponse['writeHead']

  // Headers sent ahead of a streamed body (Hono does so): the coding is settled first.
  res.flushHeaders = function flushHeaders(this: ServerResponse): void {
    decide()
    original.flushHeaders.call(res)
  }

  res.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]): boolean {
    decide()
    if (!encoder) return original.write.call(res, chunk, ...rest)
    const [encoding, callback] = splitArgs(rest)
    const ok = encoder.write(chunk, encoding ?? 'utf8', callback)
    scheduleFlush(encoder, coding === 'br' ? 'br' : 'gzip')
    return ok
  } as ServerResponse['write']

  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined)
    const [encoding, callback] = splitArgs(typeof args[0] === 'function' ? args : args.slice(1))
    decide(chunk ? byteLength(chunk, encoding) : 0)
    if (!encoder) return original.end.apply(res, args)
    if (callback) res.once('finish', () => callback())
    if (chunk) encoder.end(chunk, encoding ?? 'utf8')
    else encoder.end()
    return res
  } as ServerResponse['end']
}

type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R
type Headers = OutgoingHttpHeaders | ReadonlyArray<string | string[]>

/** Pipes the encoder's output into the response, honouring back-pressure both ways. */
function startEncoder(
  res: ServerResponse,
  coding: Coding,
  sizeHint: number | undefined,
  original: { write: Loose<boolean>; end: Loose<ServerResponse> },
): Encoder {
  const encoder = createEncoder(coding, sizeHint)
  encoder.on('data', (data: Buffer) => {
    if (original.write.call(res, data) || encoder.isPaused()) return
    encoder.pause()
    res.once('drain', () => encoder.resume())
  })
  encoder.on('drain', () => res.emit('drain'))
  encoder.on('end', () => original.end.call(res))
  encoder.on('error', (error) => res.destroy(error))
  // A client that leaves mid-stream: stop encoding for nobody.
  res.once('close', () => encoder.destroy())
  return encoder
}

/**
 * Streamed pages must reach the browser as they render, so what the encoder holds is
 * flushed once per turn of the event loop: chunks written together still share a block.
 */
const flushing = new WeakSet<Encoder>()
function scheduleFlush(encoder: Encoder, coding: Coding): void {
  if (flushing.has(encoder)) return
  flushing.add(encoder)
  setImmediate(() => {
    flushing.delete(encoder)
    if (encoder.writableEnded || encoder.destroyed) return
    encoder.flush(coding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH)
  })
}

function mayEncode(res: ServerResponse): boolean {
  const status = res.statusCode
  if (status < 200 || status === 204 || status === 206 || status === 304) return false
  if (res.hasHeader('content-encoding') || res.hasHeader('content-range')) return false
  return !/\bno-transform\b/i.test(headerText(res, 'cache-control'))
}

function addVary(res: ServerResponse, name: string): void {
  const vary = headerText(res, 'vary')
  const names = vary.split(',').map((part) => part.trim().toLowerCase())
  if (names.includes('*') || names.includes(name.toLowerCase())) return
  res.setHeader('vary', vary ? `${vary}, ${name}` : name)
}

/** The encoded body is not byte-identical to the one a strong ETag named. */
function weakenEtag(res: ServerResponse): void {
  const etag = headerText(res, 'etag')
  if (etag && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`)
}

function applyHeaders(res: ServerResponse, headers: Headers | undefined): void {
  if (!headers) return
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (value !== undefined) res.setHeader(name, value)
    }
    return
  }
  // Raw form: [name, value, name, value…] or [[name, value]…]; repeated names add up.
  const pairs: [string, string][] = Array.isArray(headers[0])
    ? (headers as string[][]).map(([name, value]) => [String(name), String(value)])
    : Array.from({ length: headers.length / 2 }, (_, i) => [
        String(headers[2 * i]),
        String(headers[2 * i + 1]),
      ])
  const grouped = new Map<string, string[]>()
  for (const [name, value] of pairs) {
    const key = name.toLowerCase()
    grouped.set(key, [...(grouped.get(key) ?? []), value])
  }
  for (const [name, values] of grouped)
    res.setHeader(name, values.length === 1 ? String(values[0]) : values)
}

function headerText(res: ServerResponse, name: string): string {
  const value = res.getHeader(name)
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value)
}

function splitArgs(args: unknown[]): [BufferEncoding | undefined, Callback | undefined] {
  if (typeof args[0] === 'function') return [undefined, args[0] as Callback]
  return [args[0] as BufferEncoding | undefined, args[1] as Callback | undefined]
}

function byteLength(chunk: Chunk, encoding: BufferEncoding | undefined): number {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength
}
