/**
 * GET /media/*: files from the media folder (generated at seed time, later uploads).
 * Paths are confined to the folder; anything else is a 404. Media are cached long, with
 * validators: an upload's name is a fresh UUID, so its bytes never change (immutable for a
 * year); seeded pictures keep their names when a new seed version redraws them, so browsers
 * keep them a month and revalidate with ETag / Last-Modified (a 304 without the body).
 * `?w=<width>&f=<avif|webp>` asks for a resized copy of a JPEG, PNG or WebP
 * (services/media/variants.ts), cached the same way; a bad width or format is a 400, and
 * anything that has no copies (SVG, video, PDF, uploads in object storage) is served whole.
 */
import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { mediaVariantQuery } from '../../shared/contract/core/media.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { mediaHeaders } from '../http/media-headers.ts'
import { readQuery } from '../http/validate.ts'
import { fileValidators, isNotModified } from '../http/validators.ts'
import { type MediaStorage, uploadKeyPattern } from '../ports/media-storage.ts'
import {
  dropVariants,
  resizableTypes,
  variantFile,
  variantTypes,
} from '../services/media/variants.ts'

const uploadCaching = 'public, max-age=31536000, immutable'
const seededCaching = 'public, max-age=2592000'

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.avi': 'video/x-msvideo',
  '.wmv': 'video/x-ms-wmv',
  '.flv': 'video/x-flv',
  '.pdf': 'application/pdf',
}

export function mediaRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const root = deps.settings.mediaDir

  routes.get('/*', async (c) => {
    let relative: string
    try {
      relative = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\//, ''))
    } catch {
      throw notFound('Media not found')
    }
    const url = new URL(c.req.url)
    const variant =
      url.searchParams.has('w') || url.searchParams.has('f')
        ? readQuery(c, mediaVariantQuery)
        : null
    const storage = deps.ports.mediaStorage
    // Copies are drawn from local files only: a bucket's uploads are served whole.
    if (storage.serve && relative.startsWith('uploads/')) {
      return serveStored(storage, relative.slice('uploads/'.length), c.req.raw.headers)
    }
    const file = resolve(root, relative)
    const type = contentTypes[extname(file).toLowerCase()]
    // Hidden names (the copies' cache, part files) are never served by their own path.
    const hidden = relative.split('/').some((part) => part.startsWith('.'))
    if (!type || hidden || !file.startsWith(root + sep) || relative.includes('\0')) {
      throw notFound('Media not found')
    }
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) {
      if (variant) await dropVariants(root, relative)
      throw notFound('Media not found')
    }
    const caching = relative.startsWith('uploads/') ? uploadCaching : seededCaching
    if (variant && resizableTypes.has(type)) {
      const format = variant.f
      const copy = await variantFile(root, {
        relative,
        source: file,
        width: Number(variant.w),
        format,
      })
      if (copy) return serveFile(c, copy, variantTypes[format], caching)
    }
    return serveFile(c, file, type, caching, info)
  })

  return routes
}

/** A file with its validators (304 when the client's copy is current) and byte ranges. */
async function serveFile(
  c: Context<AppEnv>,
  file: string,
  type: string,
  caching: string,
  known?: Stats,
): Promise<Response> {
  const info = known ?? (await stat(file))
  const validators = fileValidators(info)
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': caching,
    etag: validators.etag,
    'last-modified': validators.lastModified,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
  }
  if (isNotModified(c.req.header('if-none-match'), c.req.header('if-modified-since'), validators)) {
    return c.body(null, 304, {
      'cache-control': caching,
      etag: validators.etag,
      'last-modified': validators.lastModified,
    })
  }
  const body = await readFile(file)
  Object.assign(headers, mediaHeaders(type, file))
  // Video players ask for byte ranges (to seek, and Safari before it plays at all).
  const range = byteRange(c.req.header('range'), body.length)
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'content-range': `bytes */${body.length}` })
  }
  if (range) {
    const [start, end] = range
    headers['content-range'] = `bytes ${start}-${end}/${body.length}`
    return c.body(body.subarray(start, end + 1), 206, headers)
  }
  return c.body(body, 200, headers)
}

/** Uploads kept in object storage, streamed with the bucket's range and validators. */
async function serveStored(storage: MediaStorage, key: string, request: Headers) {
  const type = contentTypes[extname(key).toLowerCase()]
  if (!type || !uploadKeyPattern.test(key)) throw notFound('Media not found')
  const stored = await storage.serve?.(key, request)
  if (!stored) throw notFound('Media not found')
  // The type is ours (from the checked extension), never what the bucket says.
  const headers = new Headers(stored.headers)
  headers.set('cache-control', uploadCaching)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('accept-ranges', 'bytes')
  if (stored.status !== 304) headers.set('content-type', type)
  for (const [name, value] of Object.entries(mediaHeaders(type, key))) headers.set(name, value)
  return new Response(stored.status === 304 ? null : stored.body, {
    status: stored.status,
    headers,
  })
}

/** One `bytes=` range (the only kind players send); anything else is served whole. */
function byteRange(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (!match[1] && !match[2])) return null
  const first = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  const last = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  if (first > last || first >= size) return 'unsatisfiable'
  return [first, last]
}
