/**
 * Serves built files with `send` (ranges, ETags, Last-Modified, 304s); answers false when
 * absent. Text files go out as the build's brotli or gzip copy when the client takes one.
 */
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import send from 'send'
import { findPrecompressed } from '../server/http/compression/precompressed.ts'
import { textFileType } from '../server/http/compression/text-types.ts'

/** Hashed build assets never change, so browsers may keep them for a year. */
const immutable = /\/(?:_astro|chunks)\//
export const immutableCaching = 'public, max-age=31536000, immutable'
/** Unhashed files (the embed loader, the manifest, the favicon) are revalidated on each use. */
export const revalidatedCaching = 'no-cache'

export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  urlPath: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return false
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const file = join(dir, relative)
  if (!file.startsWith(dir)) return false
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return false
  const type = textFileType(relative)
  const variant = type
    ? await findPrecompressed(dir, relative, info.mtimeMs, req.headers['accept-encoding'])
    : null
  res.setHeader('cache-control', immutable.test(urlPath) ? immutableCaching : revalidatedCaching)
  // Caches must keep one copy per coding, 304s included.
  if (type) res.setHeader('vary', 'Accept-Encoding')
  await new Promise<void>((resolve) => {
    const stream = send(req, variant?.relative ?? relative, {
      root: dir,
      dotfiles: 'deny',
      cacheControl: false,
      // Ranges of an encoded copy would count its bytes, not the file's: whole bodies only.
      acceptRanges: !variant,
    })
    stream.on('headers', (response: ServerResponse) => {
      if (type) response.setHeader('content-type', type)
      if (variant) response.setHeader('content-encoding', variant.coding)
    })
    stream.on('error', () => {
      if (!res.headersSent) res.writeHead(404).end()
      resolve()
    })
    stream.on('end', resolve)
    stream.pipe(res)
  })
  return true
}
