/**
 * The one check for where to go after a step (`?next=/saved-item`, `?back=/item/booking…`).
 * A target is parsed the way the browser will parse it, against our own origin, and kept
 * only if it stays on that origin; what is returned is the normalised path, so the value
 * checked is the value used. String prefix checks are not enough: `/\t/evil.example` (tabs,
 * newlines and carriage returns are dropped by URL parsing), `/\evil.example` (a backslash
 * is a slash) and `//evil.example` all leave the site.
 */

const relativePath = /^\/(?![/\\])/
// Control characters and whitespace other than a plain space have no business in a path;
// URL parsing silently drops some of them, which is how prefix checks are fooled.
function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || /\s/.test(char)) return true
  }
  return false
}

/** Encoded forms (`%09`, `%5c`, `%2f%2f`) are judged as what a later decode would make. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

function plainPath(value: string): boolean {
  return (
    relativePath.test(value) &&
    !value.includes('\\') &&
    !hasControlOrSpace(value.replaceAll(' ', ''))
  )
}

/**
 * A same-origin path (`/a?b#c`) for `value` on `origin`, else null. Only paths are ever
 * accepted, so any origin is a fair base where ours is not known (a page's own links).
 */
export function safeNext(
  value: string | null | undefined,
  origin = 'https://marketplace.invalid',
): string | null {
  if (typeof value !== 'string' || !plainPath(value) || !plainPath(decoded(value))) return null
  let base: URL
  let target: URL
  try {
    base = new URL(origin)
    target = new URL(value, base)
  } catch {
    return null
  }
  if (target.origin !== base.origin || target.username || target.password) return null
  const path = `${target.pathname}${target.search}${target.hash}`
  // Normalising must not produce a protocol-relative path either (`/.//evil` → `//evil`).
  return relativePath.test(path) ? path : null
}
