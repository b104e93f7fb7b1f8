/**
 * The files a listing points at: media, thumbnails and the terms PDF must be the owner's
 * own uploads of a fitting type (checked by content when uploaded), or files the item
 * already shows (an edit keeps them). Stored as paths, answered as absolute URLs.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { mediaRules } from '../../../shared/contract/core/media.ts'
import type { ListingPayload } from '../../../shared/contract/listings/listing.ts'
import { listingMessages } from '../../../shared/contract/listings/messages.ts'
import type { Db } from '../../db/connect.ts'
import { mediaUploads } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'

export interface StoredMedia {
  url: string
  thumbnailUrl: string
  type: 1 | 2
}

const pathnameOf = (url: string): string | null => {
  try {
    return new URL(url, 'http://local').pathname
  } catch {
    return null
  }
}

const imageTypes: readonly string[] = mediaRules.imageTypes
const videoTypes: readonly string[] = mediaRules.videoTypes
const pdfTypes: readonly string[] = mediaRules.documentTypes

export async function resolveListingFiles(
  db: Db,
  storage: MediaStorage,
  input: {
    userId: string
    payload: ListingPayload
    /** paths the item shows today (edits may keep them) */
    kept: readonly string[]
  },
): Promise<{ media: StoredMedia[]; termsDoc: string | null }> {
  const { payload } = input
  const wanted = [
    ...payload.media.flatMap((item) => [item.url, item.thumbnailImage ?? '']),
    payload.termsAndCondDoc ?? '',
  ].filter((url) => url !== '')
  const keys = wanted.flatMap((url) => {
    const key = storage.keyOf(url)
    return key ? [key] : []
  })
  const uploads = keys.length
    ? await db
        .select({ fileName: mediaUploads.fileName, contentType: mediaUploads.contentType })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.userId, input.userId), inArray(mediaUploads.fileName, keys)))
    : []
  const typeOf = new Map(uploads.map((upload) => [upload.fileName, upload.contentType]))
  const kept = new Set(input.kept)

  /** The stored path of a URL whose file is one of `types`, or a kept one. */
  const resolve = (url: string, types: readonly string[]): string => {
    const key = storage.keyOf(url)
    if (key) {
      const type = typeOf.get(key)
      if (type && types.includes(type)) return storage.pathOf(key)
      throw badRequest(listingMessages.unknownMedia)
    }
    const path = pathnameOf(url)
    if (path && kept.has(path)) return path
    throw badRequest(listingMessages.unknownMedia)
  }

  const media = payload.media.map((item) => ({
    url: resolve(item.url, item.type === 2 ? videoTypes : imageTypes),
    thumbnailUrl: item.thumbnailImage ? resolve(item.thumbnailImage, imageTypes) : '',
    type: item.type,
  }))
  const termsDoc =
    !payload.isApplyTermsAndCond && payload.termsAndCondDoc
      ? resolve(payload.termsAndCondDoc, pdfTypes)
      : null
  return { media, termsDoc }
}
