/**
 * Large and interrupted uploads for the streaming tests: files of any size that start like
 * a PNG, sent as an ordinary form or as a body streamed by hand that stops half-way, as a
 * client that goes away mid-upload would.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import { bearer, type Envelope, type RunningApi } from './harness.ts'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** `bytes` of random data behind a PNG signature (or behind `head`). */
export function bigFile(bytes: number, head: Buffer = pngSignature): Buffer {
  const file = randomBytes(bytes)
  head.copy(file)
  return file
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export async function uploadFile(api: RunningApi, token: string, file: Buffer) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)]), 'big.png')
  const response = await api.call('/media-upload', {
    method: 'POST',
    body: form,
    auth: bearer(token),
  })
  return { status: response.status, body: (await response.json()) as Envelope<UploadedMedia> }
}

/**
 * Starts an upload whose body sends the multipart head and `sentBytes` of a PNG, then
 * waits; `disconnect()` drops the connection as a closed browser tab would.
 */
export function interruptedUpload(api: RunningApi, token: string, sentBytes: number) {
  const boundary = 'interrupted-upload'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  )
  const file = bigFile(sentBytes)
  let offset = 0
  const chunk = 64 * 1024
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(head))
    },
    async pull(controller) {
      if (offset >= file.length) return new Promise<void>(() => {})
      controller.enqueue(new Uint8Array(file.subarray(offset, offset + chunk)))
      offset += chunk
    },
  })
  const aborter = new AbortController()
  const answered = api
    .call('/media-upload', {
      method: 'POST',
      body,
      auth: bearer(token),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      signal: aborter.signal,
      duplex: 'half',
    } as RequestInit)
    .then(
      (response) => response.status,
      () => 'disconnected' as const,
    )
  return {
    disconnect() {
      aborter.abort()
      return answered
    },
  }
}
