/**
 * POST /media-upload (multipart, field `file`) and DELETE /media {fileName}. The content
 * decides the type (magic bytes), not the name; `purpose=id` accepts JPEG and PNG only.
 * Files stream through the media storage port (never whole in memory) and are served from
 * /media/uploads/….
 */
import {
  deleteMediaBody,
  mediaCalls,
  mediaMessages,
  mediaRules,
  mediaUploadFields,
  type UploadedMedia,
} from '../../shared/contract/core/media.ts'
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { streamForm } from '../http/multipart.ts'
import { sweepUploads } from '../http/upload-sweep.ts'
import { absoluteUrls } from '../http/urls.ts'
import { validate } from '../http/validate.ts'
import { openIncomingFile } from '../services/media/incoming-file.ts'
import { takeUploadSlot } from '../services/media/quota.ts'
import type { SniffedType } from '../services/media-types.ts'
import {
  deleteUpload,
  findUpload,
  recordUploads,
  saveUpload,
  type UploadRow,
} from '../services/uploads.ts'

/** What one purpose accepts: any supported type, or JPEG and PNG for identity documents. */
function checkType(type: SniffedType | null, purpose: 'id' | undefined): SniffedType {
  if (purpose === 'id') {
    if (!type || !(mediaRules.idTypes as readonly string[]).includes(type.contentType)) {
      throw badRequest(mediaMessages.idImage)
    }
  } else if (!type) {
    throw badRequest(mediaMessages.unsupported)
  }
  return type
}

const purposeOf = (fields: Readonly<Record<string, string>>) =>
  validate({ purpose: fields.purpose }, mediaUploadFields).purpose

export function uploadRoutes(calls: CallRoutes, deps: AppDeps) {
  // The file streams to storage as it arrives, its type checked from its first bytes and
  // its size counted on the way; `purpose` sent after the file is checked once it is stored.
  calls.user(mediaCalls.upload, {}, async ({ c, caller }): Promise<UploadedMedia> => {
    const storage = deps.ports.mediaStorage
    await takeUploadSlot(deps.db, caller.userId, deps.now())
    const upload = await streamForm(
      c,
      {
        files: ['file'],
        async onFile(_field, body, fields) {
          const purpose = purposeOf(fields)
          const file = await openIncomingFile(body, mediaRules.maxBytes)
          if (file.empty) throw badRequest(mediaMessages.noFile)
          checkType(file.type, purpose)
          return saveUpload(storage, file)
        },
        discard: (saved) => storage.remove(saved.fileName),
      },
      async ({ fields, files }) => {
        const purpose = purposeOf(fields)
        const saved = files.get('file')
        if (!saved) throw badRequest(mediaMessages.noFile)
        checkType(saved.type, purpose)
        const [row] = await recordUploads(deps.db, storage, caller.userId, [saved], deps.now())
        return row as UploadRow
      },
    )
    await sweepUploads(deps)
    const path = storage.pathOf(upload.fileName)
    return {
      url: absoluteUrls(c, deps)(path),
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.sizeBytes,
    }
  })

  calls.user(
    mediaCalls.remove,
    { body: deleteMediaBody, message: mediaMessages.deleted },
    async ({ caller, body }) => {
      const storage = deps.ports.mediaStorage
      // The answered fileName, or the URL itself.
      const key = storage.keyOf(body.fileName) ?? storage.keyOf(`/media/uploads/${body.fileName}`)
      const upload = key ? await findUpload(deps.db, key) : null
      if (!upload) throw notFound(mediaMessages.notFound)
      if (upload.userId !== caller.userId) throw forbidden(mediaMessages.notYours)
      await deleteUpload(deps.db, upload, storage.pathOf(upload.fileName))
      await storage.remove(upload.fileName)
      return {}
    },
  )
}
