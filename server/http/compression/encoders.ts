/**
 * zlib settings in one place. Responses made per request (pages, API answers) are encoded
 * while they stream, at a quality that costs a few milliseconds; files the build writes
 * once are encoded at the highest quality, since that time is spent only once.
 */

import { promisify } from 'node:util'
import {
  type BrotliCompress,
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzip,
  gzipSync,
} from 'node:zlib'

export type Coding = 'br' | 'gzip'

/** A streaming encoder for a response; `flush()` pushes out what it holds so far. */
export function createEncoder(coding: Coding, sizeHint?: number): BrotliCompress | Gzip {
  if (coding === 'gzip') return createGzip({ level: 6 })
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  })
}

/** A whole answer encoded at once, at the quality of `createEncoder` (an answer kept to reuse). */
export function encodeAnswer(coding: Coding, body: Uint8Array): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 6 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The smallest encoding of a build file. */
export function encodeFile(coding: Coding, body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}
