/**
 * Media on S3-compatible storage, against s3rver (a fake S3 server from npm that checks
 * signatures): uploads land in the bucket under their `<uuid>.<ext>` key, this server
 * streams them back (ranges included), answers point at the public base when one is set,
 * deletes remove the object, and a file that is not an image never reaches the bucket.
 * Resized copies are drawn from local files only: a bucket's upload is served whole.
 * Large uploads stream in 5 MiB parts (S3 multipart upload); one refused for its size, or
 * left by its client half-way, is aborted and leaves no object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import type { ChatMessage } from '../../shared/contract/chat/chat.ts'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import { send, verifiedAccount } from './accounts.ts'
import { request } from './bookings-support.ts'
import { chatItem, newPerson, openRoom } from './chat-support.ts'
import { bearer, type Envelope, type RunningApi, startApi } from './harness.ts'
import { startTestBucket, type TestBucket } from './object-storage.ts'
import { bigFile, interruptedUpload, sha256, uploadFile } from './upload-support.ts'

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('the rest of a png, long enough to ask for a range of it'),
])

async function upload(api: RunningApi, token: string, file: Buffer, fields = {}) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)]), 'photo.png')
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value))
  const response = await api.call('/media-upload', {
    method: 'POST',
    body: form,
    auth: bearer(token),
  })
  return { status: response.status, body: (await response.json()) as Envelope<UploadedMedia> }
}

describe('media on S3-compatible storage', () => {
  let bucket: TestBucket
  beforeAll(async () => {
    bucket = await startTestBucket()
  })
  afterAll(async () => {
    await bucket?.close()
  })

  describe('served through this server', () => {
    let api: RunningApi
    beforeAll(async () => {
      api = await startApi('pglite', { server: { s3: bucket.settings } })
    })
    afterAll(async () => {
      await api?.close()
    })

    it('puts an upload in the bucket under its key and serves it from /media/uploads', async () => {
      const { token } = await verifiedAccount(api)
      const { status, body } = await upload(api, token, png)
      expect(status).toBe(200)
      const { fileName, url } = body.data
      expect(fileName).toMatch(/^[0-9a-f-]{36}\.png$/)
      expect(url).toBe(`${api.origin}/media/uploads/${fileName}`)

      const stored = await bucket.call(fileName)
      expect(stored.status).toBe(200)
      expect(stored.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true)

      const served = await fetch(url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('cache-control')).toContain('immutable')
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

      const part = await fetch(url, { headers: { range: 'bytes=0-7' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes 0-7/${png.length}`)
      expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true)

      const etag = served.headers.get('etag')
      expect(etag).toBeTruthy()
      const again = await fetch(url, { headers: { 'if-none-match': etag as string } })
      expect(again.status).toBe(304)
    })

    it('serves a bucket PDF sandboxed and as a download, never as a page', async () => {
      const { token } = await verifiedAccount(api)
      const { body } = await upload(api, token, Buffer.from('%PDF-1.7\n%...'))
      const served = await fetch(body.data.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.headers.get('content-security-policy')).toMatch(
        /default-src 'none'.*; sandbox$/,
      )
      expect(served.headers.get('content-disposition')).toBe(
        `attachment; filename="${body.data.fileName}"`,
      )
    })

    it('serves a bucket upload whole when a resized copy is asked for', async () => {
      const { token } = await verifiedAccount(api)
      const { body } = await upload(api, token, png)
      const copy = await fetch(`${body.data.url}?w=640&f=webp`)
      expect(copy.status).toBe(200)
      expect(copy.headers.get('content-type')).toBe('image/png')
      expect(copy.headers.get('cache-control')).toContain('immutable')
      expect(Buffer.from(await copy.arrayBuffer()).equals(png)).toBe(true)
      expect((await fetch(`${body.data.url}?w=500&f=webp`)).status).toBe(400)
    })

    it('deletes the object with the upload', async () => {
      const { token } = await verifiedAccount(api)
      const { body } = await upload(api, token, png)
      const { fileName, url } = body.data
      expect(await bucket.keys()).toContain(fileName)
      const removed = await send(api, 'DELETE', '/media', { fileName: url }, bearer(token))
      expect(removed.status).toBe(200)
      expect(await bucket.keys()).not.toContain(fileName)
      expect((await bucket.call(fileName)).status).toBe(404)
      expect((await fetch(url)).status).toBe(404)
    })

    it('refuses a file that is not an image before anything reaches the bucket', async () => {
      const { token } = await verifiedAccount(api)
      const before = await bucket.keys()
      const text = await upload(api, token, Buffer.from('just text pretending to be a photo'))
      expect(text.status).toBe(400)
      expect(text.body.message).toMatch(/^Please upload an image \(JPEG, PNG, WebP, GIF\)/)
      const pdfAsId = await upload(api, token, Buffer.from('%PDF-1.7\n%...'), { purpose: 'id' })
      expect(pdfAsId.status).toBe(400)
      expect(await bucket.keys()).toEqual(before)
    })

    /** The bucket's requests from `from` on, for one key or for any. */
    const requestsSince = (from: number, key = '') =>
      bucket.requests.slice(from).filter((line) => line.includes(key))

    it('streams a 12 MB upload in 5 MiB parts and it arrives byte-identical', async () => {
      const { token } = await verifiedAccount(api)
      const file = bigFile(12 * 1024 * 1024)
      const from = bucket.requests.length
      const { status, body } = await uploadFile(api, token, file)
      expect(status).toBe(200)
      const { fileName, url, size } = body.data
      expect(size).toBe(file.length)
      const calls = requestsSince(from, fileName)
      expect(
        calls.filter((line) => line.startsWith('POST') && line.endsWith('?uploads')),
      ).toHaveLength(1)
      expect(calls.filter((line) => /^PUT .*partNumber=\d/.test(line))).toHaveLength(3)
      const stored = await bucket.call(fileName)
      expect(stored.headers.get('content-type')).toBe('image/png')
      expect(sha256(new Uint8Array(await stored.arrayBuffer()))).toBe(sha256(file))
      const served = await fetch(url)
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(file))
    }, 60_000)

    it('refuses an upload over the cap with the spec message, and aborts it in the bucket', async () => {
      const { token } = await verifiedAccount(api)
      const before = await bucket.keys()
      const from = bucket.requests.length
      const big = bigFile(51 * 1024 * 1024 + 1)
      const { status, body } = await uploadFile(api, token, big)
      expect(status).toBe(413)
      expect(body).toEqual({ statusCode: 413, message: 'More than 50 MB files are not allowed' })
      // It streamed (parts went up before the cap was passed), then the upload was aborted.
      const calls = requestsSince(from)
      expect(calls.some((line) => /^PUT .*partNumber=\d/.test(line))).toBe(true)
      expect(calls.some((line) => /^DELETE .*uploadId=/.test(line))).toBe(true)
      expect(calls.some((line) => /^POST .*uploadId=/.test(line))).toBe(false)
      expect(await bucket.keys()).toEqual(before)
    }, 90_000)

    it('leaves no object when the client disconnects mid-upload', async () => {
      const { token } = await verifiedAccount(api)
      const before = await bucket.keys()
      const from = bucket.requests.length
      const upload = interruptedUpload(api, token, 7 * 1024 * 1024)
      // The first 5 MiB part reaches the bucket while the client is still sending.
      await expect
        .poll(() => requestsSince(from).some((line) => /^PUT .*partNumber=1&/.test(line)), {
          timeout: 30_000,
        })
        .toBe(true)
      expect(await upload.disconnect()).toBe('disconnected')
      await expect
        .poll(() => requestsSince(from).some((line) => /^DELETE .*uploadId=/.test(line)), {
          timeout: 30_000,
        })
        .toBe(true)
      expect(requestsSince(from).some((line) => /^POST .*uploadId=/.test(line))).toBe(false)
      expect(await bucket.keys()).toEqual(before)
    }, 60_000)

    it('refuses a large fake image from its first bytes, before anything reaches the bucket', async () => {
      const { token } = await verifiedAccount(api)
      const from = bucket.requests.length
      const fake = bigFile(8 * 1024 * 1024, Buffer.from('GIF00a not really an image'))
      const { status, body } = await uploadFile(api, token, fake)
      expect(status).toBe(400)
      expect(body.message).toMatch(/^Please upload an image \(JPEG, PNG, WebP, GIF\)/)
      expect(requestsSince(from)).toEqual([])
    }, 60_000)

    it('removes the first ID scan from the bucket when the second is refused', async () => {
      const { token } = await verifiedAccount(api)
      const before = await bucket.keys()
      const from = bucket.requests.length
      const form = new FormData()
      form.set('frontPhotoIDUpload', new Blob([new Uint8Array(png)]), 'front.png')
      form.set('backPhotoIDUpload', new Blob([new Uint8Array(Buffer.from('GIF89a'))]), 'back.png')
      const response = await api.call('/user/stripe-document', {
        method: 'PATCH',
        body: form,
        auth: bearer(token),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Envelope).message).toBe(
        'Please upload a JPEG or PNG image',
      )
      // The front went up while the form streamed, then was taken away again.
      expect(requestsSince(from).filter((line) => line.startsWith('PUT'))).toHaveLength(1)
      expect(requestsSince(from).filter((line) => line.startsWith('DELETE'))).toHaveLength(1)
      expect(await bucket.keys()).toEqual(before)
    })

    it('answers 404 for a key that is not in the bucket', async () => {
      const missing = `${api.origin}/media/uploads/00000000-0000-4000-8000-000000000000.png`
      expect((await fetch(missing)).status).toBe(404)
      expect((await fetch(`${api.origin}/media/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
    })
  })

  describe('with a public base (a CDN or the bucket itself)', () => {
    let api: RunningApi
    beforeAll(async () => {
      api = await startApi('pglite', {
        server: { s3: { ...bucket.settings, publicUrl: bucket.url } },
      })
    })
    afterAll(async () => {
      await api?.close()
    })

    it('answers URLs on the public base, and takes them back for the profile picture', async () => {
      const { token } = await verifiedAccount(api)
      const { status, body } = await upload(api, token, png)
      expect(status).toBe(200)
      const { fileName, url } = body.data
      expect(url).toBe(`${bucket.url}/${fileName}`)
      // s3rver answers anonymous reads, as a public bucket or a CDN would.
      const direct = await fetch(url)
      expect(Buffer.from(await direct.arrayBuffer()).equals(png)).toBe(true)

      const picture = await send(
        api,
        'PATCH',
        '/user/profile-picture',
        { profilePicture: url },
        bearer(token),
      )
      expect(picture.status).toBe(200)
      const profile = await api.get<ProfileData>('/user/profile', bearer(token))
      expect(profile.user.profilePicture).toBe(url)
    })

    it('takes a chat picture back by its public URL and answers it there', async () => {
      const { itemId } = chatItem()
      const hirer = await newPerson(api)
      const { body } = await upload(api, hirer.token, png)
      const { url } = body.data
      expect(url.startsWith(`${bucket.url}/`)).toBe(true)
      const room = await openRoom(api, hirer, itemId)
      const message = { messageId: 'picture-on-the-cdn', messageType: 'image', mediaUrl: url }
      const sent = await request<ChatMessage>(
        api,
        'POST',
        '/user/chat-message',
        { roomId: room.roomId, message },
        hirer.auth,
      )
      expect(sent.status).toBe(200)
      expect(sent.body.data.mediaUrl).toBe(url)
      const elsewhere = await request<ChatMessage>(
        api,
        'POST',
        '/user/chat-message',
        {
          roomId: room.roomId,
          message: { ...message, messageId: 'picture-elsewhere', mediaUrl: 'https://x.test/a.png' },
        },
        hirer.auth,
      )
      expect(elsewhere.status).toBe(400)
    })
  })
})
