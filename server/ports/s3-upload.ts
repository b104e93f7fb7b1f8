/**
 * A streamed upload to an S3-compatible bucket with memory bounded by one part. The body's
 * length is unknown until it ends (a multipart form gives no file length) and SigV4 needs
 * either the payload's hash or its length up front, so: a file that fits in one part goes up
 * in one signed PUT; a larger one as an S3 multipart upload (CreateMultipartUpload, one
 * UploadPart per 5 MiB, CompleteMultipartUpload), aborted when the body or the bucket fails,
 * so no object appears. Only one part is held at a time: the next is read from the client
 * after the previous one was stored, which slows the sender down to the bucket's pace.
 */

/** S3's smallest part (all but the last): also the most one upload holds in memory. */
export const partBytes = 5 * 1024 * 1024

/** A signed call to the object's URL with a query (`?uploads`, `?partNumber=…`). */
export type ObjectCall = (query: string, init: RequestInit) => Promise<Response>

export interface UploadTarget {
  call: ObjectCall
  /** headers the object keeps (content-type, cache-control) */
  headers: Record<string, string>
  /** the bucket's refusal as an error (by status only) */
  failed(what: string, response: Response): Error
}

/** Reads the next `partBytes` of the body (fewer only at its end) into one buffer. */
function partReader(body: AsyncIterable<Uint8Array>) {
  const iterator = body[Symbol.asyncIterator]()
  let rest: Uint8Array | null = null
  let ended = false
  return async (): Promise<Uint8Array> => {
    const part = new Uint8Array(partBytes)
    let filled = 0
    while (filled < partBytes) {
      let chunk = rest
      rest = null
      if (!chunk) {
        if (ended) break
        const next = await iterator.next()
        if (next.done) {
          ended = true
          break
        }
        chunk = next.value
      }
      const taken = Math.min(chunk.byteLength, partBytes - filled)
      part.set(chunk.subarray(0, taken), filled)
      filled += taken
      if (taken < chunk.byteLength) rest = chunk.subarray(taken)
    }
    return part.subarray(0, filled)
  }
}

const tagOf = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(xml)?.[1] ?? null

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function uploadObject(
  target: UploadTarget,
  body: AsyncIterable<Uint8Array>,
): Promise<void> {
  const { call, headers, failed } = target
  const nextPart = partReader(body)
  const first = await nextPart()
  if (first.byteLength < partBytes) {
    const response = await call('', {
      method: 'PUT',
      body: first as Uint8Array<ArrayBuffer>,
      headers,
    })
    if (!response.ok) throw failed('upload', response)
    await response.body?.cancel()
    return
  }

  const created = await call('?uploads', { method: 'POST', headers })
  if (!created.ok) throw failed('upload', created)
  const uploadId = tagOf(await created.text(), 'UploadId')
  if (!uploadId) throw new Error('Object storage upload failed: no upload id')
  const id = encodeURIComponent(uploadId)
  try {
    const etags: string[] = []
    let part: Uint8Array = first
    while (part.byteLength > 0) {
      const response = await call(`?partNumber=${etags.length + 1}&uploadId=${id}`, {
        method: 'PUT',
        body: part as Uint8Array<ArrayBuffer>,
      })
      if (!response.ok) throw failed('upload', response)
      await response.body?.cancel()
      const etag = response.headers.get('etag')
      if (!etag) throw new Error('Object storage upload failed: a part has no ETag')
      etags.push(etag)
      if (part.byteLength < partBytes) break
      part = await nextPart()
    }
    const parts = etags
      .map(
        (etag, index) =>
          `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
      )
      .join('')
    const completed = await call(`?uploadId=${id}`, {
      method: 'POST',
      body: `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`,
      headers: { 'content-type': 'application/xml' },
    })
    if (!completed.ok) throw failed('upload', completed)
    // S3 may answer 200 and still report a failure in the body.
    if ((await completed.text()).includes('<Error>')) {
      throw new Error('Object storage upload failed: the parts were not assembled')
    }
  } catch (error) {
    // Frees the stored parts; a bucket's lifecycle rule for incomplete uploads is the backstop.
    await call(`?uploadId=${id}`, { method: 'DELETE' })
      .then((response) => response.body?.cancel())
      .catch(() => {})
    throw error
  }
}
