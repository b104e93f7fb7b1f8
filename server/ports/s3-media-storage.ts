/**
 * Media on S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…)
 * through aws4fetch: SigV4-signed fetch calls, no SDK. Objects are named by the upload key
 * (`<uuid>.<ext>`) at the bucket's root; the database keeps the same `/media/uploads/<key>`
 * path as with local files, so a deployment can move between the two. Answers point at
 * S3_PUBLIC_URL (a CDN or the bucket's public address) when it is set; otherwise this
 * server streams the object at /media/uploads/<key>. Uploads stream in (s3-upload.ts): one
 * PUT for a small file, a multipart upload in 5 MiB parts for a larger one.
 */
import { AwsClient } from 'aws4fetch'
import {
  keyOfUploadPath,
  type MediaStorage,
  uploadKeyPattern,
  uploadsPrefix,
} from './media-storage.ts'
import { uploadObject } from './s3-upload.ts'

export interface S3Settings {
  bucket: string
  region: string
  /** e.g. https://s3.ap-southeast-2.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` */
  pathStyle: boolean
  /** where browsers fetch uploads from (`<publicUrl>/<key>`); unset: through this server */
  publicUrl: string | undefined
}

const trimSlashes = (value: string) => value.replace(/\/+$/, '')

export function readS3Settings(env: Record<string, string | undefined>): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const region = env.S3_REGION?.trim() || 'us-east-1'
  return {
    bucket,
    region,
    endpoint: trimSlashes(env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() ?? '',
    pathStyle: env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() === 'true',
    publicUrl: env.S3_PUBLIC_URL?.trim() ? trimSlashes(env.S3_PUBLIC_URL.trim()) : undefined,
  }
}

/** Request headers a media request may pass on to the bucket. */
const forwardedRequestHeaders = ['range', 'if-none-match', 'if-modified-since']
/** Answer headers the bucket's reply passes on to the browser. */
const forwardedAnswerHeaders = ['content-length', 'content-range', 'etag', 'last-modified']
const timeoutMs = 30_000

export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  })
  const endpoint = new URL(settings.endpoint)
  const base = settings.pathStyle
    ? `${endpoint.origin}${trimSlashes(endpoint.pathname)}/${encodeURIComponent(settings.bucket)}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${trimSlashes(endpoint.pathname)}`
  const objectUrl = (key: string) => {
    if (!uploadKeyPattern.test(key)) throw new Error('Invalid media key')
    return `${base}/${key}`
  }
  const call = (key: string, init: RequestInit, query = '') =>
    client.fetch(`${objectUrl(key)}${query}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  /** The bucket's refusal, by status only (its XML body names the bucket and key). */
  const failed = (what: string, response: Response) => {
    void response.body?.cancel()
    return new Error(`Object storage ${what} failed: HTTP ${response.status}`)
  }
  const publicPrefix = settings.publicUrl ? `${settings.publicUrl}/` : null

  return {
    publicBase: settings.publicUrl ?? null,
    async write(key, body, contentType) {
      await uploadObject(
        {
          call: (query, init) => call(key, init, query),
          headers: {
            'content-type': contentType,
            'cache-control': 'public, max-age=31536000, immutable',
          },
          failed,
        },
        body,
      )
    },
    async remove(key) {
      const response = await call(key, { method: 'DELETE' })
      // Deleting what is already gone is done.
      if (!response.ok && response.status !== 404) throw failed('delete', response)
      await response.body?.cancel()
    },
    async read(key) {
      const response = await call(key, { method: 'GET' })
      if (!response.ok) throw failed('read', response)
      return new Uint8Array(await response.arrayBuffer())
    },
    pathOf: (key) => `${uploadsPrefix}${key}`,
    keyOf(path) {
      if (publicPrefix && path.startsWith(publicPrefix)) {
        const key = path.slice(publicPrefix.length).split(/[?#]/)[0] ?? ''
        return uploadKeyPattern.test(key) ? key : null
      }
      return keyOfUploadPath(path)
    },
    async serve(key, headers) {
      const passed = new Headers()
      for (const name of forwardedRequestHeaders) {
        const value = headers.get(name)
        if (value) passed.set(name, value)
      }
      const response = await call(key, { method: 'GET', headers: passed })
      if (response.status === 404 || response.status === 403) {
        await response.body?.cancel()
        return null
      }
      if (![200, 206, 304, 416].includes(response.status)) throw failed('read', response)
      const answer = new Headers()
      for (const name of forwardedAnswerHeaders) {
        const value = response.headers.get(name)
        if (value) answer.set(name, value)
      }
      return { status: response.status, headers: answer, body: response.body }
    },
  }
}
