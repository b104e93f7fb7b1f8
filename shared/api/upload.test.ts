import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../config.ts'
import { bindSession } from './client.ts'
import { ApiError } from './errors.ts'
import { uploadMedia } from './upload.ts'

/** A scriptable XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const signOut = vi.fn()
const file = () => new File(['jpeg bytes'], 'front.jpg', { type: 'image/jpeg' })

beforeEach(() => {
  FakeXhr.last = null
  signOut.mockReset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  configure({ apiBase: 'https://api.test/api/v1', apiKey: 'key-1' })
  bindSession({ token: () => 'user-token', forcedSignOut: signOut })
})
afterEach(() => vi.unstubAllGlobals())

describe('uploadMedia', () => {
  it('posts the file as form data with the API headers and reports progress', async () => {
    const progress: number[] = []
    const done = uploadMedia(file(), {
      fields: { purpose: 'id' },
      onProgress: (p) => progress.push(p),
    })
    const xhr = FakeXhr.last as FakeXhr
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('https://api.test/api/v1/media-upload')
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer user-token',
      'x-api-key': 'key-1',
      platform: '3',
      timezone: '0',
    })
    expect(xhr.headers['content-type']).toBeUndefined()
    expect(xhr.body?.get('purpose')).toBe('id')
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('front.jpg')
    xhr.progress(25, 100)
    xhr.progress(2, 3)
    const media = {
      url: 'https://api.test/media/a.jpg',
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      size: 10,
    }
    xhr.answer(200, { statusCode: 200, data: media })
    await expect(done).resolves.toEqual(media)
    expect(progress).toEqual([0, 25, 66, 100])
  })

  it('rejects with the server message', async () => {
    const done = uploadMedia(file())
    FakeXhr.last?.answer(400, { statusCode: 400, message: 'Please upload a JPEG or PNG image' })
    await expect(done).rejects.toThrow('Please upload a JPEG or PNG image')
    expect(signOut).not.toHaveBeenCalled()
  })

  it('ends the session when a signed upload is refused with 401', async () => {
    const done = uploadMedia(file())
    FakeXhr.last?.answer(401, { statusCode: 401 })
    await expect(done).rejects.toBeInstanceOf(ApiError)
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('aborts when the signal aborts', async () => {
    const controller = new AbortController()
    const done = uploadMedia(file(), { signal: controller.signal })
    controller.abort()
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeXhr.last?.aborted).toBe(true)
  })

  it('maps a network failure to the generic message', async () => {
    const done = uploadMedia(file())
    FakeXhr.last?.onerror?.()
    await expect(done).rejects.toThrow('Some thing went wrong')
  })
})
