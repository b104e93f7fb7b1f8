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
import type { SniffedType } from './media-types.ts'
import { inTransaction } from './transactions.ts'

export type UploadRow = typeof mediaUploads.$inferSelect

/** Stores the bytes, then records the owner; a failed record removes the file again. */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  input: { userId: string; bytes: Uint8Array; type: SniffedType },
  now: Date,
): Promise<UploadRow> {
  const fileName = `${randomUUID()}.${input.type.extension}`
  await storage.save(fileName, input.bytes, input.type.contentType)
  try {
    const [row] = await db
      .insert(mediaUploads)
      .values({
        userId: input.userId,
        fileName,
        contentType: input.type.contentType,
        sizeBytes: input.bytes.byteLength,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('Insert returned no upload')
    return row
  } catch (error) {
    await storage.remove(fileName).catch(() => {})
    throw error
  }
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
