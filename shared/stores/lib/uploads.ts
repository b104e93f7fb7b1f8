/**
 * One file upload with progress (POST /media-upload through shared/api/upload.ts): each
 * slot (an ID photo's front or back, say) creates its own with `createUpload()`. The file
 * type is checked before anything is sent; a new file replaces the one uploading.
 */

import { map } from 'nanostores'
import { messageOf } from '../../api/errors.ts'
import { uploadMedia } from '../../api/upload.ts'
import { mediaMessages, mediaRules, type UploadedMedia } from '../../contract/core/media.ts'

export interface UploadState {
  status: 'idle' | 'uploading' | 'done' | 'error'
  /** whole percent, 0 to 100 */
  progress: number
  fileName?: string
  media?: UploadedMedia
  error?: string
}

export interface UploadOptions {
  /** accepted MIME types, and the message when a file is not one of them */
  types: readonly string[]
  typeMessage: string
  /** form fields sent with the file */
  fields?: Record<string, string>
  upload?: typeof uploadMedia
}

export function createUpload(options: UploadOptions) {
  const send = options.upload ?? uploadMedia
  const $upload = map<UploadState>({ status: 'idle', progress: 0 })
  let controller: AbortController | undefined

  function cancel(): void {
    controller?.abort()
    controller = undefined
  }

  /** Uploads `file`; resolves with the media, or null when refused, failed or replaced. */
  async function start(file: File): Promise<UploadedMedia | null> {
    cancel()
    if (!options.types.includes(file.type)) {
      $upload.set({ status: 'error', progress: 0, fileName: file.name, error: options.typeMessage })
      return null
    }
    if (file.size > mediaRules.maxBytes) {
      $upload.set({
        status: 'error',
        progress: 0,
        fileName: file.name,
        error: mediaMessages.tooLarge,
      })
      return null
    }
    const current = new AbortController()
    controller = current
    $upload.set({ status: 'uploading', progress: 0, fileName: file.name })
    try {
      const media = await send(file, {
        ...(options.fields ? { fields: options.fields } : {}),
        signal: current.signal,
        onProgress: (progress) => {
          if (controller === current) $upload.setKey('progress', progress)
        },
      })
      if (controller !== current) return null
      controller = undefined
      $upload.set({ status: 'done', progress: 100, fileName: file.name, media })
      return media
    } catch (error) {
      if (controller !== current) return null
      controller = undefined
      if (error instanceof Error && error.name === 'AbortError') {
        $upload.set({ status: 'idle', progress: 0 })
        return null
      }
      const message = messageOf(error)
      $upload.set({ status: 'error', progress: 0, fileName: file.name, error: message })
      return null
    }
  }

  /** Shows a file uploaded earlier (e.g. an ID photo already on the profile). */
  function show(media: UploadedMedia | null): void {
    cancel()
    $upload.set(media ? { status: 'done', progress: 100, media } : { status: 'idle', progress: 0 })
  }

  return { $upload, start, cancel, show }
}

export type Upload = ReturnType<typeof createUpload>

/** An identity document photo: JPEG or PNG only. */
export const createIdPhotoUpload = () =>
  createUpload({
    types: mediaRules.idTypes,
    typeMessage: mediaMessages.idImage,
    fields: { purpose: 'id' },
  })
