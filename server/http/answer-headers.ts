/**
 * Headers a middleware gives every answer without rebuilding it. Hono's `c.header` after
 * the answer is made copies the answer around its body stream, and @hono/node-server then
 * writes it chunk by chunk instead of in one go: on a cached search that was a tenth of the
 * server's time. So a header is set before the route runs (it joins every answer the context
 * makes), then checked on the answer, where it is set in place; only an answer whose headers
 * cannot change (one passed through from fetch) is rebuilt.
 */
import type { Context } from 'hono'

type Pairs = Record<string, string>

function setInPlace(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

/** Sets `pairs` on the answer to come, and on the answer made if it missed them. */
export async function withHeaders(c: Context, pairs: Pairs, next: () => Promise<void>) {
  for (const [name, value] of Object.entries(pairs)) c.header(name, value)
  await next()
  for (const [name, value] of Object.entries(pairs)) {
    if (c.res.headers.get(name) !== value) setInPlace(c, name, value)
  }
}

/** Adds `name` to the answer's Vary, in place. */
export function addVary(c: Context, name: string): void {
  const vary = c.res.headers.get('vary') ?? ''
  const names = vary.split(',').map((part) => part.trim().toLowerCase())
  if (names.includes('*') || names.includes(name.toLowerCase())) return
  setInPlace(c, 'Vary', vary ? `${vary}, ${name}` : name)
}
