/**
 * An S3-compatible bucket for the API tests: s3rver (a fake S3 server from npm, checking
 * SigV4 signatures with its own S3RVER credentials) on an ephemeral port, its data in a
 * temporary folder. `bucket` reads the bucket directly, signed, to check what the API did,
 * and logs the requests it received (to see an upload streamed in parts, or aborted).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AwsClient } from 'aws4fetch'
import S3rver from 's3rver'
import type { S3Settings } from '../../server/ports/s3-media-storage.ts'

export interface TestBucket {
  /** settings for the API (path-style, no public URL) */
  settings: S3Settings
  /** the bucket's own URL (path-style): `<url>/<key>` is an object */
  url: string
  /** a signed call to the bucket, as an operator's tool would make it */
  call(key: string, init?: RequestInit): Promise<Response>
  /** every request the bucket received, as `METHOD /bucket/key?query`, oldest first */
  requests: string[]
  /** the keys in the bucket */
  keys(): Promise<string[]>
  /** the settings as environment variables, for a server process of its own */
  env(): Record<string, string>
  close(): Promise<void>
}

export async function startTestBucket(name = 'hire-media'): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'hire-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  })
  const requests: string[] = []
  // Logged before s3rver's own handlers, which end the chain.
  server.middleware.unshift(async (context, next) => {
    requests.push(`${context.method} ${context.url}`)
    await next()
  })
  const address = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${address.port}`
  const settings: S3Settings = {
    bucket: name,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
    publicUrl: undefined,
  }
  const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3' })
  const url = `${endpoint}/${name}`
  const call = (key: string, init: RequestInit = {}) => client.fetch(`${url}/${key}`, init)
  return {
    settings,
    url,
    call,
    requests,
    async keys() {
      const listing = await (await client.fetch(`${url}?list-type=2`)).text()
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] as string)
    },
    env: () => ({
      S3_BUCKET: name,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
