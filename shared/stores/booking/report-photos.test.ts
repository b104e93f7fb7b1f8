import { describe, expect, it, vi } from 'vitest'
import type { UploadedMedia } from '../../contract/core/media.ts'
import { createReportPhotos, photoMessages, photosUploading, photoUrls } from './report-photos.ts'

const jpeg = (name: string) => new File(['jpg'], name, { type: 'image/jpeg' })
const media = (url: string): UploadedMedia => ({
  url,
  fileName: 'a.jpg',
  contentType: 'image/jpeg',
  size: 3,
})

function controllable() {
  const pending: {
    finish: (value: UploadedMedia) => void
    progress: (percent: number) => void
  }[] = []
  const upload = vi.fn(
    (_file: Blob, options: { onProgress?: (p: number) => void } = {}) =>
      new Promise<UploadedMedia>((resolve) => {
        pending.push({ finish: resolve, progress: options.onProgress ?? (() => {}) })
      }),
  )
  return { upload, pending }
}

describe('createReportPhotos', () => {
  it('uploads each photo with its progress and keeps the URLs that finished', async () => {
    const fake = controllable()
    const photos = createReportPhotos([], { upload: fake.upload })
    const done = photos.add([jpeg('front.jpg'), jpeg('back.jpg')])
    expect(photos.$photos.get().map((photo) => photo.status)).toEqual(['uploading', 'uploading'])
    expect(photosUploading(photos.$photos.get())).toBe(true)
    fake.pending[0]?.progress(40)
    expect(photos.$photos.get()[0]).toMatchObject({ name: 'front.jpg', progress: 40 })
    fake.pending[0]?.finish(media('https://api.test/media/front.jpg'))
    fake.pending[1]?.finish(media('https://api.test/media/back.jpg'))
    expect(await done).toBeNull()
    expect(photoUrls(photos.$photos.get())).toEqual([
      'https://api.test/media/front.jpg',
      'https://api.test/media/back.jpg',
    ])
    expect(photosUploading(photos.$photos.get())).toBe(false)
  })

  it('an upload answered without a URL is a technical issue', async () => {
    const fake = controllable()
    const photos = createReportPhotos([], { upload: fake.upload })
    const done = photos.add([jpeg('front.jpg')])
    fake.pending[0]?.finish(media(''))
    await done
    expect(photos.$photos.get()[0]).toMatchObject({
      status: 'error',
      error: 'There is some technical issue.',
    })
    expect(photoUrls(photos.$photos.get())).toEqual([])
  })

  it('refuses what is not a photo, and more than 10', async () => {
    const fake = controllable()
    const photos = createReportPhotos(
      Array.from({ length: 9 }, (_, index) => `https://api.test/media/${index}.jpg`),
      { upload: fake.upload },
    )
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })
    const done = photos.add([pdf, jpeg('extra.jpg')])
    expect(photos.$photos.get()[9]).toMatchObject({ status: 'error', error: photoMessages.type })
    expect(await done).toBe(photoMessages.tooMany)
    expect(fake.upload).not.toHaveBeenCalled()
  })

  it('starts from a draft’s URLs and removes a photo, cancelling its upload', async () => {
    const fake = controllable()
    const photos = createReportPhotos(['https://api.test/media/kept.jpg'], { upload: fake.upload })
    void photos.add([jpeg('slow.jpg')])
    const slow = photos.$photos.get()[1]
    photos.remove(slow?.key ?? 0)
    expect(photoUrls(photos.$photos.get())).toEqual(['https://api.test/media/kept.jpg'])
    expect(photos.$photos.get()).toHaveLength(1)
  })
})
