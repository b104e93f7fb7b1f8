/**
 * Large and interrupted uploads for the streaming tests: files of any size that start like
 * a PNG, sent as an ordinary form or as a body streamed by hand that stops half-way, as a
 * client that goes away mid-upload would.
 */
import { createHash, randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import { apiKey, bearer, type Envelope, type RunningApi } from './harness.ts'

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

/**
 * Sends a form of `fileBytes` with its length declared, as a slow client does: 1 MB pieces
 * `pauseMs` apart, reading nothing until the whole body is out, so the body takes longer
 * than a server waits for an unread body before closing. Answers the status line and body
 * read after that, or the socket's error.
 */
export async function slowUpload(api: RunningApi, token: string, fileBytes: number, pauseMs = 25) {
  const boundary = 'slow-upload'
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bigFile(fileBytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const url = new URL(`${api.origin}/api/v1/media-upload`)
  const socket = connect(Number(url.port), url.hostname)
  const failed = new Promise<never>((_, reject) => socket.once('error', reject))
  const write = (bytes: Buffer | string) =>
    Promise.race([failed, new Promise<void>((done) => socket.write(bytes, () => done()))])
  await Promise.race([failed, new Promise((ready) => socket.once('connect', ready))])
  await write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nx-api-key: ${apiKey}\r\n` +
      `Authorization: ${bearer(token)}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${form.length}\r\nConnection: close\r\n\r\n`,
  )
  const piece = 1024 * 1024
  for (let offset = 0; offset < form.length; offset += piece) {
    await write(form.subarray(offset, offset + piece))
    await new Promise((resume) => setTimeout(resume, pauseMs))
  }
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  await Promise.race([failed, new Promise((ended) => socket.once('end', ended))])
  const answer = Buffer.concat(chunks).toString('utf8')
  const [head = '', text = ''] = answer.split('\r\n\r\n')
  return { status: Number(head.split(' ')[1]), body: JSON.parse(text) as Envelope }
}
