/**
 * The photos of a pick-up or return report (spec part 2 section 5): each file uploads on
 * its own (`createUpload`, POST /media-upload with progress) as soon as it is chosen, and
 * the report sends the URLs of those that finished. An upload that answers without a URL
 * reads 'There is some technical issue.'. Photos only (the server accepts images alone),
 * at most 10 (the report's media list).
 */
import { atom } from 'nanostores'
import type { uploadMedia } from '../../api/upload.ts'
import { mediaRules } from '../../contract/core/media.ts'
import { checkUploaded } from '../../domain/booking/report-form.ts'
import { createUpload, type Upload, type UploadState } from '../lib/uploads.ts'

export const photoRules = { max: 10, types: mediaRules.imageTypes } as const

/** Our wording: the spec names none for these. */
export const photoMessages = {
  type: 'Please choose a photo (JPEG, PNG, WebP or GIF).',
  tooMany: `You can add up to ${photoRules.max} photos.`,
} as const

export interface Photo {
  key: number
  name: string
  status: UploadState['status']
  progress: number
  url?: string
  error?: string
}

export function createReportPhotos(
  uploaded: readonly string[] = [],
  options: { upload?: typeof uploadMedia } = {},
) {
  let nextKey = 1
  const $photos = atom<Photo[]>(
    uploaded.map((url) => ({ key: nextKey++, name: '', status: 'done', progress: 100, url })),
  )
  const uploads = new Map<number, Upload>()

  const patch = (key: number, change: Partial<Photo>) =>
    $photos.set($photos.get().map((photo) => (photo.key === key ? { ...photo, ...change } : photo)))

  async function addOne(file: File): Promise<void> {
    const key = nextKey++
    const upload = createUpload({
      types: photoRules.types,
      typeMessage: photoMessages.type,
      ...(options.upload ? { upload: options.upload } : {}),
    })
    uploads.set(key, upload)
    $photos.set([...$photos.get(), { key, name: file.name, status: 'uploading', progress: 0 }])
    const stop = upload.$upload.listen((state) => {
      patch(key, { status: state.status, progress: state.progress, error: state.error })
    })
    const media = await upload.start(file)
    stop()
    uploads.delete(key)
    if (!$photos.get().some((photo) => photo.key === key)) return
    const state = upload.$upload.get()
    if (state.status !== 'done') {
      patch(key, { status: 'error', progress: 0, error: state.error })
      return
    }
    const problem = checkUploaded(media?.url)
    if (problem) patch(key, { status: 'error', progress: 0, error: problem })
    else patch(key, { status: 'done', progress: 100, url: media?.url, error: undefined })
  }

  /** Uploads the chosen files, beyond the 10th refused; resolves when all have settled. */
  async function add(files: readonly File[]): Promise<string | null> {
    const room = photoRules.max - $photos.get().length
    const taken = files.slice(0, Math.max(0, room))
    await Promise.all(taken.map(addOne))
    return files.length > taken.length ? photoMessages.tooMany : null
  }

  function remove(key: number): void {
    uploads.get(key)?.cancel()
    uploads.delete(key)
    $photos.set($photos.get().filter((photo) => photo.key !== key))
  }

  return { $photos, add, remove }
}

export type ReportPhotos = ReturnType<typeof createReportPhotos>

/** The URLs a report sends: the photos that finished uploading. */
export const photoUrls = (photos: readonly Photo[]) =>
  photos.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : []))

export const photosUploading = (photos: readonly Photo[]) =>
  photos.some((photo) => photo.status === 'uploading')
