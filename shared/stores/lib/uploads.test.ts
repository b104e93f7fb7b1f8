import { describe, expect, it, vi } from 'vitest'
import type { UploadedMedia } from '../../contract/core/media.ts'
import { createUpload } from './uploads.ts'

const media: UploadedMedia = {
  url: 'https://api.test/media/a.png',
  fileName: 'a.png',
  contentType: 'image/png',
  size: 3,
}
const png = new File(['png'], 'a.png', { type: 'image/png' })

function controllable() {
  let finish: (value: UploadedMedia) => void = () => {}
  let fail: (error: Error) => void = () => {}
  let progress: (percent: number) => void = () => {}
  const upload = vi.fn(
    (_file: Blob, options: { onProgress?: (p: number) => void; signal?: AbortSignal } = {}) =>
      new Promise<UploadedMedia>((resolve, reject) => {
        finish = resolve
        fail = reject
        progress = options.onProgress ?? (() => {})
        options.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        )
      }),
  )
  return {
    upload,
    finish: (v: UploadedMedia) => finish(v),
    fail: (e: Error) => fail(e),
    progress: (p: number) => progress(p),
  }
}

describe('createUpload', () => {
  it('tracks progress and ends with the uploaded media', async () => {
    const fake = controllable()
    const slot = createUpload({
      types: ['image/png'],
      typeMessage: 'PNG only',
      fields: { purpose: 'id' },
      upload: fake.upload,
    })
    const done = slot.start(png)
    expect(slot.$upload.get()).toMatchObject({
      status: 'uploading',
      progress: 0,
      fileName: 'a.png',
    })
    expect(fake.upload.mock.calls[0]?.[1]).toMatchObject({ fields: { purpose: 'id' } })
    fake.progress(60)
    expect(slot.$upload.get().progress).toBe(60)
    fake.finish(media)
    await expect(done).resolves.toEqual(media)
    expect(slot.$upload.get()).toMatchObject({ status: 'done', progress: 100, media })
  })

  it('refuses a file of another type before sending it', async () => {
    const fake = controllable()
    const slot = createUpload({
      types: ['image/png'],
      typeMessage: 'PNG only',
      upload: fake.upload,
    })
    await expect(slot.start(new File(['x'], 'x.gif', { type: 'image/gif' }))).resolves.toBeNull()
    expect(slot.$upload.get()).toMatchObject({ status: 'error', error: 'PNG only' })
    expect(fake.upload).not.toHaveBeenCalled()
  })

  it('shows the failure message, and a cancel returns to idle', async () => {
    const fake = controllable()
    const slot = createUpload({
      types: ['image/png'],
      typeMessage: 'PNG only',
      upload: fake.upload,
    })
    const failed = slot.start(png)
    fake.fail(new Error('More than 50 MB files are not allowed'))
    await failed
    expect(slot.$upload.get()).toMatchObject({
      status: 'error',
      error: 'More than 50 MB files are not allowed',
    })
    const cancelled = slot.start(png)
    slot.show(null)
    await expect(cancelled).resolves.toBeNull()
    expect(slot.$upload.get()).toEqual({ status: 'idle', progress: 0 })
  })

  it('a new file replaces the one uploading', async () => {
    const fake = controllable()
    const slot = createUpload({
      types: ['image/png'],
      typeMessage: 'PNG only',
      upload: fake.upload,
    })
    const first = slot.start(png)
    const second = slot.start(new File(['b'], 'b.png', { type: 'image/png' }))
    await expect(first).resolves.toBeNull()
    fake.finish(media)
    await expect(second).resolves.toEqual(media)
    expect(slot.$upload.get().fileName).toBe('b.png')
  })
})
