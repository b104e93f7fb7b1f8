/**
 * POST /media-upload with progress: the one other piece of network code besides client.ts.
 * fetch cannot report upload progress, so this uses XMLHttpRequest, with the same headers,
 * authorization, error mapping and forced sign-out as every other call (helpers of
 * client.ts). Resolves with the uploaded file (`data` of the envelope).
 */

import { mediaCalls, type UploadedMedia } from '../contract/core/media.ts'
import { messages } from '../contract/core/messages.ts'
import { type Auth, callHeaders, callUrl, envelopeData } from './client.ts'
import { ApiError } from './errors.ts'

export interface UploadOptions {
  /** extra form fields besides `file` (e.g. purpose 'id' for identity photos) */
  fields?: Record<string, string>
  /** called with whole percentages, 0 to 100, as the file goes up */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  auth?: Auth
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError')
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

export function uploadMedia(file: Blob, options: UploadOptions = {}): Promise<UploadedMedia> {
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(abortError())
  const { headers, signed } = callHeaders(options.auth ?? 'bearer')
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
  form.append('file', file, file instanceof File ? file.name : 'upload')

  return new Promise<UploadedMedia>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbort)
    xhr.open('POST', callUrl(mediaCalls.upload.path))
    // The browser sets the multipart content type with its boundary.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)))
      }
    }
    xhr.onload = () => {
      settle()
      try {
        const data = envelopeData<UploadedMedia>(
          xhr.status,
          xhr.status >= 200 && xhr.status < 300,
          parse(xhr.responseText),
          signed,
        )
        onProgress?.(100)
        resolve(data)
      } catch (error) {
        reject(error)
      }
    }
    xhr.onerror = () => {
      settle()
      reject(new ApiError(messages.somethingWentWrong, 0, undefined))
    }
    xhr.ontimeout = () => {
      settle()
      reject(new ApiError(messages.requestTimeout, 408, undefined))
    }
    xhr.onabort = () => {
      settle()
      reject(abortError())
    }
    signal?.addEventListener('abort', onAbort)
    onProgress?.(0)
    xhr.send(form)
  })
}
