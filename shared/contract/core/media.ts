/**
 * Media upload and removal (spec part 1 section 7; used by the profile, chat, returns and
 * the listing wizard). Uploads are multipart form data with the file in the field `file`.
 */
import { enums, object, optional, size, string } from 'superstruct'
import { type MediaVariantFormat, mediaVariantWidths } from './media-variants.ts'

export const mediaCalls = {
  upload: { method: 'POST', path: '/media-upload' },
  remove: { method: 'DELETE', path: '/media' },
} as const

/** Form fields besides `file`. */
export const mediaUploadFields = object({
  /** 'id': an identity document photo, JPEG or PNG only */
  purpose: optional(enums(['id'] as const)),
})

export const mediaRules = {
  /** the largest accepted file, in bytes (51 MB) */
  maxBytes: 51 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  videoTypes: [
    'video/mp4',
    'video/quicktime',
    'video/webm',
    'video/x-matroska',
    'video/x-msvideo',
    'video/x-ms-wmv',
    'video/x-flv',
  ],
  /** listing terms and conditions */
  documentTypes: ['application/pdf'],
  idTypes: ['image/jpeg', 'image/png'],
} as const

export const mediaMessages = {
  tooLarge: 'More than 50 MB files are not allowed',
  idImage: 'Please upload a JPEG or PNG image',
  unsupported:
    'Please upload an image (JPEG, PNG, WebP, GIF), a video (MP4, MOV, WebM, MKV, AVI, WMV, FLV) or a PDF',
  noFile: 'Please choose a file to upload',
  notMultipart: 'Send the file as multipart form data in the field "file"',
  notFound: 'File not found',
  notYours: 'You can only delete your own uploads',
  deleted: 'File deleted',
  /** 429: more uploads in an hour or a day than one account may make (wait: '5 minutes') */
  tooMany: (wait: string) =>
    `You have uploaded a lot of files recently. Please try again in ${wait}.`,
  /** 413: the account already holds as many bytes of uploads as it may */
  storageFull:
    'Your uploads have reached the 5 GB limit. Remove photos, videos or files you no longer use, then try again.',
} as const

export const deleteMediaBody = object({ fileName: size(string(), 1, 1000) })

export interface UploadedMedia {
  /** absolute URL to show or to send in other calls */
  url: string
  /** what DELETE /media takes */
  fileName: string
  contentType: string
  size: number
}

/**
 * GET /media/<path>?w&f: a resized copy of a raster picture (media-variants.ts). Both are
 * needed, and only from the short lists, so the server's disk cache stays bounded.
 */
export const mediaVariantQuery = object({
  w: enums(mediaVariantWidths.map(String)),
  f: enums(['avif', 'webp'] satisfies MediaVariantFormat[]),
})
