/**
 * The media storage port, server side: uploaded files by key. The local implementation keeps
 * them under `<MEDIA_DIR>/uploads/` (served by GET /media/uploads/…); the S3-compatible one
 * (s3-media-storage.ts) puts objects in a bucket. Uploads arrive as streams: a local file is
 * written under a hidden part name and renamed when whole. Either way the database keeps the path
 * `/media/uploads/<key>`; answers make it absolute with `publicBase` when the storage has
 * one (a CDN), else with this server's origin.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'

/** An object streamed from storage for GET /media/uploads/<key>. */
export interface ServedObject {
  status: number
  /** content-length, content-range, etag, last-modified as storage gave them */
  headers: Headers
  body: ReadableStream<Uint8Array> | null
}

export interface MediaStorage {
  /**
   * Streams a file in under `key` and resolves once it is stored whole. When `body` throws
   * (the size cap passed, the client gone) or storage fails, nothing stays under the key.
   */
  write(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<void>
  remove(key: string): Promise<void>
  /** a stored file's bytes (sent on to other services, such as ID scans to payouts) */
  read(key: string): Promise<Uint8Array>
  /** the path a stored key is kept as in the database (`/media/uploads/<key>`) */
  pathOf(key: string): string
  /** the key of a path or URL answered for an upload, or null when it is not one of ours */
  keyOf(path: string): string | null
  /** where browsers load uploads from (`<publicBase>/<key>`); null: this server's /media */
  publicBase: string | null
  /**
   * Streams an upload (range and validators passed on), null when it does not exist;
   * absent for local files, which the media route reads from MEDIA_DIR itself.
   */
  serve?(key: string, headers: Headers): Promise<ServedObject | null>
}

/** Keys are `<uuid>.<ext>`: never a path, so nothing can escape the folder. */
export const uploadKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,4}$/

export const uploadsPrefix = '/media/uploads/'

/** The key of a `/media/uploads/<key>` path or URL (any origin), else null. */
export function keyOfUploadPath(path: string): string | null {
  let pathname: string
  try {
    pathname = new URL(path, 'http://local').pathname
  } catch {
    return null
  }
  if (!pathname.startsWith(uploadsPrefix)) return null
  const key = pathname.slice(uploadsPrefix.length)
  return uploadKeyPattern.test(key) ? key : null
}

export function localMediaStorage(mediaDir: string): MediaStorage {
  const folder = join(mediaDir, 'uploads')
  const fileOf = (key: string) => {
    if (!uploadKeyPattern.test(key)) throw new Error('Invalid media key')
    return join(folder, key)
  }
  return {
    publicBase: null,
    async write(key, body) {
      const target = fileOf(key)
      // A hidden name no key matches: the part file is never served, and the rename makes
      // the whole file appear at once.
      const partial = join(folder, `.${key}.part`)
      await mkdir(folder, { recursive: true })
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }))
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    async read(key) {
      return new Uint8Array(await readFile(fileOf(key)))
    },
    pathOf: (key) => `${uploadsPrefix}${key}`,
    keyOf: keyOfUploadPath,
  }
}
