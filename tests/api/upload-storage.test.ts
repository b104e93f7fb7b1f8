/**
 * The bytes of uploads one account holds are capped (5 GB): files that would take it past
 * the cap are refused with a 413 and removed from storage, and once it holds the cap no new
 * upload is even read. Recorded straight through the service, with claimed sizes.
 */
import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, inject, it } from 'vitest'
import { openDatabase } from '../../server/db/connect.ts'
import type { MediaStorage } from '../../server/ports/media-storage.ts'
import { takeUploadSlot, uploadQuota } from '../../server/services/media/quota.ts'
import { recordUploads } from '../../server/services/uploads.ts'
import { mediaMessages } from '../../shared/contract/core/media.ts'
import { demoHirerId } from './seed-facts.ts'

const gb = 1024 * 1024 * 1024

it('refuses files past the bytes one account may hold, and removes them', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hire-upload-storage-'))
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
  const database = await openDatabase({ dataDir })
  const removed: string[] = []
  const storage = { remove: async (key: string) => void removed.push(key) } as MediaStorage
  let held = 0
  const file = (gigabytes: number) => ({
    fileName: `${randomUUID()}.png`,
    type: { contentType: 'image/png', extension: 'png', kind: 'image' as const },
    sizeBytes: Math.round(gigabytes * gb),
  })
  const record = async (gigabytes: number) => {
    const saved = file(gigabytes)
    await recordUploads(database.db, storage, demoHirerId, [saved], new Date())
    held += saved.sizeBytes
  }
  try {
    expect(uploadQuota.heldBytes).toBe(5 * gb)
    await record(1.8)
    await record(1.8)
    await record(1.3)
    const over = file(0.2)
    await expect(
      recordUploads(database.db, storage, demoHirerId, [over], new Date()),
    ).rejects.toMatchObject({ status: 413, message: mediaMessages.storageFull })
    expect(removed).toEqual([over.fileName])
    // Under the cap a new upload may start; at the cap it is refused before it is read.
    await takeUploadSlot(database.db, demoHirerId, new Date())
    await record((5 * gb - held) / gb)
    await expect(takeUploadSlot(database.db, demoHirerId, new Date())).rejects.toMatchObject({
      status: 413,
    })
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
