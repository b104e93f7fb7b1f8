/**
 * Photos a report or a cancel request refers to: URLs that POST /media-upload answered to
 * the same user, images only. Stored as media paths, made absolute again when answered.
 */
import { bookingMessages } from '../../../shared/contract/booking/messages.ts'
import { mediaRules } from '../../../shared/contract/core/media.ts'
import type { Db } from '../../db/connect.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import { ownMediaPath } from '../uploads.ts'

export async function ownPhotos(
  db: Db,
  storage: MediaStorage,
  userId: string,
  urls: readonly string[],
): Promise<string[]> {
  const paths: string[] = []
  for (const url of urls) {
    paths.push(
      await ownMediaPath(db, storage, {
        userId,
        url,
        types: mediaRules.imageTypes,
        typeMessage: bookingMessages.imageRequired,
      }),
    )
  }
  return paths.filter(Boolean)
}
