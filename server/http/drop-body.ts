/**
 * Reading the rest of a refused body before answering. A client still sending when the
 * answer comes reads it only if the server reads on: closing on unread bytes resets the
 * connection, and the answer is lost with it (the server adapter waits half a second).
 */

/** How long a refused body's remaining bytes are read before the connection is closed. */
const dropForMs = 60_000

/**
 * Reads and drops what is left, at most `maxBytes` more; true once the body ended. A client
 * that stalls, goes away or sends past `maxBytes` gives false: the answer then closes the
 * connection instead.
 */
export async function dropRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), dropForMs)
    timer.unref?.()
  })
  let dropped = 0
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired])
      if (!next) return false
      if (next.done) return true
      dropped += next.value.byteLength
      if (dropped > maxBytes) return false
    }
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
