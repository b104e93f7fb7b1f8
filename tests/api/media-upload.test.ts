import { mkdtempSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { localMediaStorage } from '../../server/ports/media-storage.ts'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import { guestToken, send, verifiedAccount } from './accounts.ts'
import { bearer, describeApi, type Envelope, type RunningApi } from './harness.ts'
import { bigFile, interruptedUpload, sha256, slowUpload, uploadFile } from './upload-support.ts'

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )

const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF body'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  mp4: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]),
  mov: bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'),
  pdf: bytes('%PDF-1.7\n%...'),
}

async function upload(
  api: RunningApi,
  token: string | null,
  file: Buffer | null,
  name = 'photo.png',
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  if (file) form.set('file', new Blob([new Uint8Array(file)]), name)
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  const response = await api.call('/media-upload', {
    method: 'POST',
    body: form,
    auth: token ? bearer(token) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Envelope<UploadedMedia> }
}

describeApi('media upload', (api) => {
  it('stores images, videos and PDFs by their content and serves them', async () => {
    const { token } = await verifiedAccount(api())
    const expected: [keyof typeof samples, string][] = [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
      ['mp4', 'video/mp4'],
      ['mov', 'video/quicktime'],
      ['webm', 'video/webm'],
      ['pdf', 'application/pdf'],
    ]
    for (const [kind, contentType] of expected) {
      // The name lies: the content decides.
      const { status, body } = await upload(api(), token, samples[kind], 'upload.txt')
      expect(status, kind).toBe(200)
      expect(body.data.contentType, kind).toBe(contentType)
      expect(body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/uploads\/[\w-]+\.\w+$/)
      expect(body.data.url.endsWith(body.data.fileName)).toBe(true)
      const served = await fetch(body.data.url)
      expect(served.headers.get('content-type'), kind).toBe(contentType)
      expect(Buffer.from(await served.arrayBuffer()).equals(samples[kind])).toBe(true)
    }
  })

  it('refuses files whose content is not a supported type, whatever their name', async () => {
    const { token } = await verifiedAccount(api())
    for (const [file, name] of [
      [bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      [bytes('just text pretending'), 'photo.png'],
      [bytes('MZ', [0x90, 0, 3, 0]), 'photo.jpg'],
    ] as const) {
      const { status, body } = await upload(api(), token, file, name)
      expect(status, name).toBe(400)
      expect(body.message).toMatch(/^Please upload an image \(JPEG, PNG, WebP, GIF\)/)
    }
  })

  it('accepts only JPEG or PNG for identity documents', async () => {
    const { token } = await verifiedAccount(api())
    for (const kind of ['webp', 'gif', 'pdf', 'mp4'] as const) {
      const { status, body } = await upload(api(), token, samples[kind], 'id.png', {
        purpose: 'id',
      })
      expect(status, kind).toBe(400)
      expect(body.message).toBe('Please upload a JPEG or PNG image')
    }
    for (const kind of ['jpeg', 'png'] as const) {
      expect((await upload(api(), token, samples[kind], 'id', { purpose: 'id' })).status).toBe(200)
    }
    const odd = await upload(api(), token, samples.png, 'id.png', { purpose: 'passport' })
    expect(odd.body.message).toBe('purpose must be one of id (got "passport")')
  })

  it('refuses files over 51 MB with the spec message', async () => {
    const { token } = await verifiedAccount(api())
    const big = Buffer.alloc(51 * 1024 * 1024 + 1)
    samples.png.copy(big)
    const { status, body } = await upload(api(), token, big)
    expect(status).toBe(413)
    expect(body).toEqual({ statusCode: 413, message: 'More than 50 MB files are not allowed' })
  })

  it('answers a too-large file on a slow connection with the message, not a dropped connection', async () => {
    const { token } = await verifiedAccount(api())
    // Past the limit by a byte, then by more than a whole form may carry (refused from its
    // declared length).
    for (const size of [51 * 1024 * 1024 + 1, 60 * 1024 * 1024]) {
      const { status, body } = await slowUpload(api(), token, size)
      expect(status).toBe(413)
      expect(body).toEqual({ statusCode: 413, message: 'More than 50 MB files are not allowed' })
    }
  })

  it('needs a signed-in user, a multipart body and a file', async () => {
    expect((await upload(api(), null, samples.png)).status).toBe(401)
    const guest = await upload(api(), await guestToken(api()), samples.png)
    expect(guest.status).toBe(403)
    const { token } = await verifiedAccount(api())
    expect((await upload(api(), token, null)).body.message).toBe('Please choose a file to upload')
    expect((await upload(api(), token, Buffer.alloc(0))).body.message).toBe(
      'Please choose a file to upload',
    )
    const json = await send(api(), 'POST', '/media-upload', { file: 'x' }, bearer(token))
    expect(json.body.message).toBe('Send the file as multipart form data in the field "file"')
    const broken = await api().call('/media-upload', {
      method: 'POST',
      auth: bearer(token),
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'not really multipart',
    })
    expect(broken.status).toBe(400)
  })

  it('deletes only your own uploads, and clears the profile fields that showed them', async () => {
    const owner = await verifiedAccount(api())
    const stranger = await verifiedAccount(api())
    const picture = (await upload(api(), owner.token, samples.jpeg)).body.data
    const auth = bearer(owner.token)
    const set = await send(
      api(),
      'PATCH',
      '/user/profile-picture',
      { profilePicture: picture.url },
      auth,
    )
    expect((set.body.data as unknown as ProfileData).user.profilePicture).toBe(picture.url)

    const remove = (fileName: string, token: string) =>
      send(api(), 'DELETE', '/media', { fileName }, bearer(token))
    expect((await remove(picture.fileName, stranger.token)).body).toEqual({
      statusCode: 403,
      message: 'You can only delete your own uploads',
    })
    expect((await fetch(picture.url)).status).toBe(200)
    expect((await remove('00000000-0000-4000-8000-000000000000.png', owner.token)).status).toBe(404)
    expect((await remove('../../package.json', owner.token)).status).toBe(404)
    expect((await remove(picture.url, owner.token)).status).toBe(200)
    expect((await fetch(picture.url)).status).toBe(404)
    expect((await remove(picture.fileName, owner.token)).status).toBe(404)
    const { user } = await api().get<ProfileData>('/user/profile', auth)
    expect(user.profilePicture).toBe('')
  })

  it('takes only your own uploads for the picture and ID photos', async () => {
    const owner = await verifiedAccount(api())
    const stranger = await verifiedAccount(api())
    const auth = bearer(owner.token)
    const mine = (await upload(api(), owner.token, samples.png, 'id.png', { purpose: 'id' })).body
      .data
    const webp = (await upload(api(), owner.token, samples.webp)).body.data
    const video = (await upload(api(), owner.token, samples.mp4)).body.data
    const theirs = (await upload(api(), stranger.token, samples.png)).body.data
    const patch = (body: unknown) => send(api(), 'PATCH', '/user/profile', body, auth)
    const picture = (profilePicture: string) =>
      send(api(), 'PATCH', '/user/profile-picture', { profilePicture }, auth)

    expect((await patch({ documentFrontImage: theirs.url })).body.message).toBe(
      'Please upload the image first.',
    )
    expect(
      (await patch({ documentFrontImage: 'https://elsewhere.example.com/id.png' })).status,
    ).toBe(400)
    expect((await patch({ documentBackImage: webp.url })).body.message).toBe(
      'Please upload a JPEG or PNG image',
    )
    const saved = await patch({
      documentFrontImage: mine.url,
      documentBackImage: `/media/uploads/${mine.fileName}`,
    })
    expect(saved.status).toBe(200)
    expect((saved.body.data as unknown as ProfileData).user).toMatchObject({
      documentFrontImage: mine.url,
      documentBackImage: mine.url,
    })
    expect((await picture(video.url)).body.message).toBe('Please upload an image.')
    expect((await picture(theirs.url)).status).toBe(400)
    expect((await picture(webp.url)).status).toBe(200)
    const cleared = await picture('')
    expect((cleared.body.data as unknown as ProfileData).user.profilePicture).toBe('')
    expect((await patch({ documentFrontImage: '' })).status).toBe(200)
  })
})

// Uploads on local disk stream to a part file renamed when whole; a folder of their own
// shows that a refused or interrupted upload leaves nothing behind.
const streamedDir = mkdtempSync(join(tmpdir(), 'hire-streamed-media-'))
const uploadsDir = join(streamedDir, 'uploads')
const files = () => readdir(uploadsDir).catch(() => [] as string[])
afterAll(() => rm(streamedDir, { recursive: true, force: true }))

describeApi(
  'media upload streamed to local disk',
  (api) => {
    it('streams a 12 MB upload to disk and it arrives byte-identical', async () => {
      const { token } = await verifiedAccount(api())
      const file = bigFile(12 * 1024 * 1024)
      const { status, body } = await uploadFile(api(), token, file)
      expect(status).toBe(200)
      expect(body.data.size).toBe(file.length)
      const stored = await readFile(join(uploadsDir, body.data.fileName))
      expect(sha256(stored)).toBe(sha256(file))
      expect((await files()).filter((name) => name.endsWith('.part'))).toEqual([])
    }, 60_000)

    it('refuses an upload over the cap with the spec message and leaves no file', async () => {
      const { token } = await verifiedAccount(api())
      const before = await files()
      const { status, body } = await uploadFile(api(), token, bigFile(51 * 1024 * 1024 + 1))
      expect(status).toBe(413)
      expect(body).toEqual({ statusCode: 413, message: 'More than 50 MB files are not allowed' })
      expect(await files()).toEqual(before)
    }, 90_000)

    it('leaves no file when the client disconnects mid-upload', async () => {
      const { token } = await verifiedAccount(api())
      const before = await files()
      const upload = interruptedUpload(api(), token, 3 * 1024 * 1024)
      // The part file exists while the client is still sending: the upload streams to disk.
      await expect
        .poll(async () => (await files()).some((name) => name.endsWith('.part')), {
          timeout: 30_000,
        })
        .toBe(true)
      expect(await upload.disconnect()).toBe('disconnected')
      await expect.poll(() => files(), { timeout: 30_000 }).toEqual(before)
    }, 60_000)

    it('keeps one file of a form that sends the field several times, and no stray copies', async () => {
      const { token } = await verifiedAccount(api())
      const before = await files()
      const form = new FormData()
      const png = bigFile(256 * 1024)
      for (let i = 0; i < 5; i++) form.append('file', new Blob([new Uint8Array(png)]), `p${i}.png`)
      const response = await api().call('/media-upload', {
        method: 'POST',
        body: form,
        auth: bearer(token),
      })
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as Envelope<UploadedMedia>
      expect((await files()).sort()).toEqual([...before, data.fileName].sort())
    }, 60_000)

    it('refuses a large fake image from its first bytes and writes nothing', async () => {
      const { token } = await verifiedAccount(api())
      const before = await files()
      const fake = bigFile(8 * 1024 * 1024, Buffer.from('%PNG not really an image'))
      const { status, body } = await uploadFile(api(), token, fake)
      expect(status).toBe(400)
      expect(body.message).toMatch(/^Please upload an image \(JPEG, PNG, WebP, GIF\)/)
      expect(await files()).toEqual(before)
    }, 60_000)
  },
  { server: { ports: { mediaStorage: localMediaStorage(streamedDir) } } },
)
