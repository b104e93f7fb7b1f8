/**
 * An uploaded file while it arrives: its first bytes tell its type (magic numbers) before
 * anything is stored, and its size is counted on the way to storage, which gives up as soon
 * as the cap is passed (413) instead of after the whole body was read.
 */
import { mediaMessages } from '../../../shared/contract/core/media.ts'
import { HttpError } from '../../http/errors.ts'
import { type SniffedType, sniffMediaType } from '../media-types.ts'

/** Enough for every signature media-types.ts reads (the EBML header looks at 64 bytes). */
const sniffBytes = 64

export interface IncomingFile {
  /** null when the first bytes match no supported type */
  type: SniffedType | null
  /** true for a file with no bytes at all */
  empty: boolean
  /** the whole file, the sniffed head included; throws 413 once past `maxBytes` */
  body: AsyncIterable<Uint8Array>
  /** bytes passed on so far (all of them once `body` is read to its end) */
  size(): number
}

export async function openIncomingFile(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<IncomingFile> {
  const iterator = source[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let headBytes = 0
  let finished = false
  while (headBytes < sniffBytes) {
    const next = await iterator.next()
    if (next.done) {
      finished = true
      break
    }
    head.push(next.value)
    headBytes += next.value.byteLength
  }
  const start = Buffer.concat(head)
  let passed = 0
  async function* body(): AsyncGenerator<Uint8Array> {
    let chunk: Uint8Array | undefined = start
    while (chunk) {
      passed += chunk.byteLength
      if (passed > maxBytes) throw new HttpError(413, mediaMessages.tooLarge)
      if (chunk.byteLength > 0) yield chunk
      if (finished) return
      const next = await iterator.next()
      if (next.done) return
      chunk = next.value
    }
  }
  return {
    type: sniffMediaType(start),
    empty: start.byteLength === 0,
    body: body(),
    size: () => passed,
  }
}
