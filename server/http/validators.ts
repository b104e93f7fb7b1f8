/**
 * Conditional GETs (RFC 9110 §13): a file's validators (an ETag from its size and change
 * time, its Last-Modified) and whether the client's copy is still current, so a revalidation
 * costs a 304 and no body.
 */
import type { Stats } from 'node:fs'

export interface Validators {
  etag: string
  lastModified: string
}

export function fileValidators(info: Pick<Stats, 'size' | 'mtimeMs' | 'mtime'>): Validators {
  return {
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime.toUTCString(),
  }
}

/**
 * If-None-Match wins over If-Modified-Since; tags compare weakly (a `W/` prefix added by the
 * compression layer still matches), `*` matches any.
 */
export function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  current: Validators,
): boolean {
  if (ifNoneMatch) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === current.etag)
  }
  if (!ifModifiedSince) return false
  const since = Date.parse(ifModifiedSince)
  return !Number.isNaN(since) && Date.parse(current.lastModified) <= since
}
