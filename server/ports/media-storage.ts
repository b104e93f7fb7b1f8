/**
 * The media storage port, server side: uploaded files by key. The local implementation keeps
 * them under `<MEDIA_DIR>/uploads/` (served by GET /media/uploads/…); an S3-compatible one
 * would put objects in a bucket and answer their public URL path the same way.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface MediaStorage {
  save(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  remove(key: string): Promise<void>
  /** a stored file's bytes (sent on to other services, such as ID scans to payouts) */
  read(key: string): Promise<Uint8Array>
  /** the path (or absolute URL) a stored key is served from */
  pathOf(key: string): string
  /** the key of a path answered by pathOf, or null when it is not one of ours */
  keyOf(path: string): string | null
}

/** Keys are `<uuid>.<ext>`: never a path, so nothing can escape the folder. */
export const uploadKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,4}$/

const uploadsPrefix = '/media/uploads/'

export function localMediaStorage(mediaDir: string): MediaStorage {
  const folder = join(mediaDir, 'uploads')
  const fileOf = (key: string) => {
    if (!uploadKeyPattern.test(key)) throw new Error('Invalid media key')
    return join(folder, key)
  }
  return {
    async save(key, bytes) {
      await mkdir(folder, { recursive: true })
      await writeFile(fileOf(key), bytes, { flag: 'wx' })
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    async read(key) {
      return new Uint8Array(await readFile(fileOf(key)))
    },
    pathOf: (key) => `${uploadsPrefix}${key}`,
    keyOf(path) {
      let pathname: string
      try {
        pathname = new URL(path, 'http://local').pathname
      } catch {
        return null
      }
      if (!pathname.startsWith(uploadsPrefix)) return null
      const key = pathname.slice(uploadsPrefix.length)
      return uploadKeyPattern.test(key) ? key : null
    },
  }
}
