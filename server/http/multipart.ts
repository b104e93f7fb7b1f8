/**
 * Multipart uploads read as a stream (@fastify/busboy): each expected file part goes to its
 * handler while it arrives, so a 50 MB file is never held in memory. Fields before a file
 * are known to its handler; fields after it only to `settle`. When anything fails (a
 * handler refuses the type or the size, the body is malformed, the client goes away, or
 * `settle` refuses the fields) every file a handler kept is discarded before the error
 * answers: nothing half-written stays behind.
 */
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import Busboy from '@fastify/busboy'
import type { Context } from 'hono'
import { mediaMessages } from '../../shared/contract/core/media.ts'
import type { AppEnv } from './context.ts'
import { dropRest } from './drop-body.ts'
import { badRequest, HttpError } from './errors.ts'

export interface FormSpec<T> {
  /** the file fields read; any other file is skipped */
  files: readonly string[]
  /** Reads one file (to the end, or throws); `fields` are those sent before it. */
  onFile(field: string, body: Readable, fields: Readonly<Record<string, string>>): Promise<T>
  /** Undoes a kept file when the form fails later. */
  discard(kept: T): Promise<void>
}

export interface StreamedForm<T> {
  fields: Record<string, string>
  files: Map<string, T>
}

const limits = { fields: 20, fieldSize: 4096, parts: 30, headerPairs: 20 }

export async function streamForm<T, R>(
  c: Context<AppEnv>,
  spec: FormSpec<T>,
  settle: (form: StreamedForm<T>) => Promise<R>,
): Promise<R> {
  const type = c.req.header('content-type') ?? ''
  const body = c.req.raw.body
  if (!type.toLowerCase().startsWith('multipart/form-data') || !body) {
    throw badRequest(mediaMessages.notMultipart)
  }
  let parser: ReturnType<typeof Busboy>
  try {
    parser = Busboy({ headers: { 'content-type': type }, limits })
  } catch {
    throw badRequest(mediaMessages.notMultipart)
  }
  const form: StreamedForm<T> = { fields: {}, files: new Map() }
  // A field's first file is its one: claimed as it starts, since `form.files` learns of it
  // only once stored, and a second part arriving meanwhile would be stored too, then lost.
  const claimed = new Set<string>()
  const reading = new Set<Readable>()
  const handlers: Promise<unknown>[] = []
  let failure: { error: unknown } | null = null
  let fail: (error: unknown) => void = () => {}
  const failed = new Promise<never>((_, reject) => {
    fail = (error) => {
      if (failure) return
      failure = { error }
      // Ends what handlers are still reading, so their storage gives up too.
      for (const file of reading) file.destroy(error instanceof Error ? error : undefined)
      reject(error)
    }
  })
  failed.catch(() => {})

  parser.on('field', (name, value) => {
    form.fields[name] = value
  })
  parser.on('file', (name, file) => {
    if (failure || !spec.files.includes(name) || claimed.has(name)) {
      file.resume()
      return
    }
    claimed.add(name)
    reading.add(file)
    const handled = spec.onFile(name, file, { ...form.fields }).then(
      (kept) => {
        reading.delete(file)
        // A file kept after the form failed is undone at once.
        if (failure) return spec.discard(kept)
        form.files.set(name, kept)
      },
      (error) => {
        reading.delete(file)
        fail(error)
      },
    )
    handlers.push(handled)
  })
  parser.on('error', () => fail(badRequest(mediaMessages.notMultipart)))
  const parsed = once(parser, 'finish')
  parsed.catch(() => {})

  const reader = body.getReader()
  let ended = false
  const feed = async () => {
    while (!failure) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        // A client gone mid-upload is not a server failure: nobody is left to answer.
        throw error instanceof HttpError ? error : badRequest(mediaMessages.notMultipart)
      })
      if (done) {
        ended = true
        break
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), failed])
    }
    parser.end()
    await Promise.race([parsed, failed])
    await Promise.race([Promise.all(handlers), failed])
  }
  const feeding = feed()
  feeding.catch(() => {})

  try {
    await Promise.race([feeding, failed])
    return await settle(form)
  } catch (error) {
    if (!failure) fail(error)
    // The body-limit middleware bounds how much is left to read.
    if (!ended) ended = await dropRest(reader)
    if (!ended) c.header('Connection', 'close')
    await Promise.allSettled(handlers)
    await Promise.allSettled([...form.files.values()].map((kept) => spec.discard(kept)))
    throw error
  } finally {
    reader.releaseLock()
  }
}
