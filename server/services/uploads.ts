/**
 * Uploaded files and who owns them. Profile fields (picture, ID photos) accept only the
 * caller's own uploads of a suitable type, whatever URL form the client sends them in.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { profileMessages } from '../../shared/contract/account/profile.ts'
import type { Db } from '../db/connect.ts'
import { mediaUploads, users } from '../db/schema.ts'
import { badRequest } from '../http/errors.ts'
import type { MediaStorage } from '../ports/media-storage.ts'
import type { IncomingFile } from './media/incoming-file.ts'
import { checkHeldBytes } from './media/quota.ts'
import type { SniffedType } from './media-types.ts'
import { inTransaction } from './transactions.ts'

export type UploadRow = typeof mediaUploads.$inferSelect

/** A file in storage that no row records yet (the form it came in may still fail). */
export interface SavedFile {
  fileName: string
  type: SniffedType
  sizeBytes: number
}

/** Streams a checked file into storage under a new key; a failed write leaves nothing. */
export async function saveUpload(storage: MediaStorage, file: IncomingFile): Promise<SavedFile> {
  if (!file.type) throw new Error('Save only a file of a known type')
  const fileName = `${randomUUID()}.${file.type.extension}`
  await storage.write(fileName, file.body, file.type.contentType)
  return { fileName, type: file.type, sizeBytes: file.size() }
}

/**
 * Records the owner of saved files, all or none, within the account's storage limit; a
 * failed record removes the files.
 */
export async function recordUploads(
  db: Db,
  storage: MediaStorage,
  userId: string,
  files: SavedFile[],
  now: Date,
): Promise<UploadRow[]> {
  let rows: UploadRow[]
  try {
    rows = await inTransaction(db, async (tx) => {
      const adding = files.reduce((total, file) => total + file.sizeBytes, 0)
      await checkHeldBytes(tx, userId, adding)
      return tx
        .insert(mediaUploads)
        .values(
          files.map((file) => ({
            userId,
            fileName: file.fileName,
            contentType: file.type.contentType,
            sizeBytes: file.sizeBytes,
            createdAt: now,
          })),
        )
        .returning()
    })
    if (rows.length !== files.length) throw new Error('Insert returned no upload')
  } catch (error) {
    await Promise.allSettled(files.map((file) => storage.remove(file.fileName)))
    throw error
  }
  return rows
}

export async function findUpload(db: Db, fileName: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(eq(mediaUploads.fileName, fileName))
    .limit(1)
  return row ?? null
}

/**
 * The stored path for a profile field: '' stays '' (removal); anything else must be one
 * of the caller's uploads with an allowed content type.
 */
export async function ownMediaPath(
  db: Db,
  storage: MediaStorage,
  input: { userId: string; url: string; types: readonly string[]; typeMessage: string },
): Promise<string> {
  if (input.url === '') return ''
  const key = storage.keyOf(input.url)
  const upload = key ? await findUpload(db, key) : null
  if (!upload || upload.userId !== input.userId) throw badRequest(profileMessages.notYourMedia)
  if (!input.types.includes(upload.contentType)) throw badRequest(input.typeMessage)
  return storage.pathOf(upload.fileName)
}

/** Forgets an upload and clears the owner's profile fields that showed it. */
export async function deleteUpload(db: Db, upload: UploadRow, path: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(mediaUploads).where(eq(mediaUploads.id, upload.id))
    const owner = eq(users.id, upload.userId)
    await tx
      .update(users)
      .set({ profilePicture: '' })
      .where(and(owner, eq(users.profilePicture, path)))
    await tx
      .update(users)
      .set({ documentFrontImage: '' })
      .where(and(owner, eq(users.documentFrontImage, path)))
    await tx
      .update(users)
      .set({ documentBackImage: '' })
      .where(and(owner, eq(users.documentBackImage, path)))
  })
}
