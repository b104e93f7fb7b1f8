/**
 * POST /media-upload (multipart, field `file`) and DELETE /media {fileName}. The content
 * decides the type (magic bytes), not the name; `purpose=id` accepts JPEG and PNG only.
 * Files go through the media storage port and are served from /media/uploads/….
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  deleteMediaBody,
  mediaCalls,
  mediaMessages,
  mediaRules,
  mediaUploadFields,
  type UploadedMedia,
} from '../../shared/contract/core/media.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { absoluteUrls } from '../http/urls.ts'
import { readBody, validate } from '../http/validate.ts'
import { sniffMediaType } from '../services/media-types.ts'
import { deleteUpload, findUpload, storeUpload } from '../services/uploads.ts'

/** The multipart body, or 400 when it is not one. */
export async function readForm(c: Context<AppEnv>): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(mediaMessages.notMultipart)
  }
  try {
    return await c.req.formData()
  } catch {
    throw badRequest(mediaMessages.notMultipart)
  }
}

export function uploadRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(mediaCalls.upload.path, async (c) => {
    const caller = userAccess(c)
    const form = await readForm(c)
    const purpose = form.get('purpose')
    const fields = validate(
      { purpose: typeof purpose === 'string' ? purpose : undefined },
      mediaUploadFields,
    )
    const file = form.get('file')
    if (!file || typeof file === 'string') throw badRequest(mediaMessages.noFile)
    if (file.size > mediaRules.maxBytes) throw new HttpError(413, mediaMessages.tooLarge)
    if (file.size === 0) throw badRequest(mediaMessages.noFile)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffMediaType(bytes)
    if (fields.purpose === 'id') {
      if (!type || !(mediaRules.idTypes as readonly string[]).includes(type.contentType)) {
        throw badRequest(mediaMessages.idImage)
      }
    } else if (!type) {
      throw badRequest(mediaMessages.unsupported)
    }
    const upload = await storeUpload(
      deps.db,
      deps.ports.mediaStorage,
      { userId: caller.userId, bytes, type },
      deps.now(),
    )
    const path = deps.ports.mediaStorage.pathOf(upload.fileName)
    return ok<UploadedMedia>(c, {
      url: absoluteUrls(c, deps)(path),
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.sizeBytes,
    })
  })

  routes.delete(mediaCalls.remove.path, async (c) => {
    const caller = userAccess(c)
    const body = await readBody(c, deleteMediaBody)
    const storage = deps.ports.mediaStorage
    // The answered fileName, or the URL itself.
    const key = storage.keyOf(body.fileName) ?? storage.keyOf(`/media/uploads/${body.fileName}`)
    const upload = key ? await findUpload(deps.db, key) : null
    if (!upload) throw notFound(mediaMessages.notFound)
    if (upload.userId !== caller.userId) throw forbidden(mediaMessages.notYours)
    await deleteUpload(deps.db, upload, storage.pathOf(upload.fileName))
    await storage.remove(upload.fileName)
    return ok(c, {}, mediaMessages.deleted)
  })

  return routes
}
