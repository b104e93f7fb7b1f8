/**
 * Media paths are stored relative (`/media/items/x.svg`) and made absolute per request, so
 * widgets embedded on partner pages load them from this server, whatever its origin.
 * PUBLIC_URL wins, then X-Forwarded-Host/Proto, then the request's own origin. Uploads
 * point at the media storage's public base instead when it has one (a CDN or the bucket).
 */
import type { Context } from 'hono'
import { type MediaStorage, uploadsPrefix } from '../ports/media-storage.ts'
import type { AppDeps } from './context.ts'

export type Absolute = (path: string | null | undefined) => string

/** A proxy or a server-side renderer calling on a visitor's behalf names the public host. */
function forwardedOrigin(c: Context): string | undefined {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
  if (!host || !/^[\w.-]+(:\d+)?$/.test(host)) return undefined
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

/** The origin media links of this request's answer start with. */
export function publicOrigin(c: Context, deps: AppDeps): string {
  return deps.settings.publicUrl ?? forwardedOrigin(c) ?? new URL(c.req.url).origin
}

export function absoluteUrls(c: Context, deps: AppDeps): Absolute {
  return absoluteFrom(publicOrigin(c, deps), deps.ports.mediaStorage)
}

/** Paths on `origin`, uploads on the storage's public base when it has one. */
export function absoluteFrom(origin: string, storage: Pick<MediaStorage, 'publicBase'>): Absolute {
  return (path) => {
    if (!path) return ''
    if (storage.publicBase && path.startsWith(uploadsPrefix)) {
      return `${storage.publicBase}/${path.slice(uploadsPrefix.length)}`
    }
    return path.startsWith('/') ? `${origin}${path}` : path
  }
}
