/**
 * Payout bank details (spec part 3 section 7): GET, POST and DELETE /user/bank, and PATCH
 * /user/stripe-document (multipart frontPhotoIDUpload and backPhotoIDUpload: the ID scans,
 * stored as the user's document images and sent to the payouts processor). The body passes
 * the contract's shape and the bank form's shared rules.
 */
import { eq } from 'drizzle-orm'
import { mediaMessages, mediaRules } from '../../../shared/contract/core/media.ts'
import { type BankData, bankBody } from '../../../shared/contract/listings/bank.ts'
import { bankCalls } from '../../../shared/contract/listings/calls.ts'
import { bankMessages } from '../../../shared/contract/listings/messages.ts'
import { checkBankPayload } from '../../../shared/domain/listings/bank-form.ts'
import { users } from '../../db/schema.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { streamForm } from '../../http/multipart.ts'
import { absoluteUrls } from '../../http/urls.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import { loadUser } from '../../services/account/users.ts'
import { deleteBank, readBank, saveBank, sendDocuments } from '../../services/listings/bank.ts'
import { openIncomingFile } from '../../services/media/incoming-file.ts'
import { recordUploads, saveUpload } from '../../services/uploads.ts'

const idTypes: readonly string[] = mediaRules.idTypes

const scanFields = ['frontPhotoIDUpload', 'backPhotoIDUpload'] as const

/** One ID scan of the form, streamed to storage: a JPEG or PNG by content, within the cap. */
async function saveScan(storage: MediaStorage, body: AsyncIterable<Uint8Array>) {
  const file = await openIncomingFile(body, mediaRules.maxBytes)
  if (file.empty) throw badRequest(bankMessages.documentsMissing)
  if (!file.type || !idTypes.includes(file.type.contentType)) {
    throw badRequest(mediaMessages.idImage)
  }
  return saveUpload(storage, file)
}

export function bankRoutes(calls: CallRoutes, deps: AppDeps) {
  const ports = { payouts: deps.ports.payouts, mediaStorage: deps.ports.mediaStorage }

  calls.user(bankCalls.read, {}, async ({ caller }): Promise<BankData> => {
    return { bankDetail: await readBank(deps.db, caller.userId) }
  })

  calls.user(
    bankCalls.save,
    { body: bankBody, message: bankMessages.saved },
    async ({ c, caller: { userId }, body: details }): Promise<BankData> => {
      const problem = checkBankPayload(details, deps.now())
      if (problem) throw badRequest(problem)
      const user = await loadUser(deps.db, userId)
      const bankDetail = await saveBank(deps.db, ports, {
        userId,
        email: user.email,
        details,
        now: deps.now(),
        ip: clientAddress(c, deps) ?? '127.0.0.1',
      })
      return { bankDetail }
    },
  )

  calls.user(
    bankCalls.remove,
    { message: bankMessages.deleted },
    async ({ caller }): Promise<BankData> => {
      if (!(await deleteBank(deps.db, ports, caller.userId))) throw notFound(bankMessages.notFound)
      return { bankDetail: null }
    },
  )

  calls.user(bankCalls.documents, {}, async ({ c, caller: { userId } }) => {
    const storage = deps.ports.mediaStorage
    const scans = await streamForm(
      c,
      {
        files: scanFields,
        onFile: (_field, body) => saveScan(storage, body),
        discard: (saved) => storage.remove(saved.fileName),
      },
      async ({ files }) => {
        const scans = scanFields.map((field) => files.get(field))
        if (!scans.every((scan) => scan !== undefined)) {
          throw badRequest(bankMessages.documentsMissing)
        }
        await recordUploads(deps.db, storage, userId, scans, deps.now())
        return scans
      },
    )
    const stored = scans.map((scan) => storage.pathOf(scan.fileName))
    const [documentFrontImage = '', documentBackImage = ''] = stored
    await deps.db
      .update(users)
      .set({ documentFrontImage, documentBackImage })
      .where(eq(users.id, userId))
    await sendDocuments(deps.db, ports, userId)
    const absolute = absoluteUrls(c, deps)
    return {
      documentFrontImage: absolute(documentFrontImage),
      documentBackImage: absolute(documentBackImage),
    }
  })
}
