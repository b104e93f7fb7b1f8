/**
 * The wizard's calls: the add-listing gate (GET /user/profile), listing media and the terms
 * PDF through POST /media-upload with progress (removed with DELETE /media), and the save:
 * POST /items for a new listing, PUT /items in both edit modes. A 426 answer opens the
 * payment-details prompt.
 */
import { api } from '../../api/client.ts'
import { ApiError, messageOf } from '../../api/errors.ts'
import { uploadMedia } from '../../api/upload.ts'
import { mediaCalls, type UploadedMedia } from '../../contract/core/media.ts'
import { listingCalls } from '../../contract/listings/calls.ts'
import { gateMessages } from '../../contract/listings/messages.ts'
import { buildListingPayload, buildListingUpdate } from '../../domain/listings/payload.ts'
import { checkListing } from '../../domain/listings/rules.ts'
import { $listingDraft, clearDraft } from './draft.ts'

export { checkGate } from './gate.ts'

export function uploadListingFile(
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  return uploadMedia(file, { onProgress, signal })
}

/** Removing an upload from the wizard deletes it on the server (best effort). */
export async function removeUpload(url: string): Promise<void> {
  await api.delete(mediaCalls.remove.path, { body: { fileName: url } }).catch(() => undefined)
}

export type SaveResult =
  | { ok: true; itemId: string }
  | { ok: false; message: string; needsPayment: boolean }

/** Saves the draft: posted when new (and the draft cleared), put when editing. */
export async function saveListing(): Promise<SaveResult> {
  const { mode, itemId, draft } = $listingDraft.get()
  const payload = buildListingPayload(draft)
  const problem = checkListing(payload)
  if (problem) return { ok: false, message: problem, needsPayment: false }
  try {
    if (mode === 'new') {
      const data = await api.post<{ itemId: string }>(listingCalls.create.path, { body: payload })
      clearDraft()
      return { ok: true, itemId: data.itemId }
    }
    if (!itemId) return { ok: false, message: 'Item not exist', needsPayment: false }
    await api.put(listingCalls.update.path, { body: buildListingUpdate(draft, itemId) })
    return { ok: true, itemId }
  } catch (error) {
    const needsPayment = error instanceof ApiError && error.status === 426
    return {
      ok: false,
      message: needsPayment ? gateMessages.upgradeRequired : messageOf(error),
      needsPayment,
    }
  }
}
