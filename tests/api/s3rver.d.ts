/** The part of s3rver (no published types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    /** Koa's middleware list (s3rver is a Koa app): the first runs before s3rver's own */
    middleware: ((
      context: { method: string; url: string },
      next: () => Promise<void>,
    ) => Promise<void>)[]
  }
}
