/**
 * Partner codes (pure): the shape a widget's `partner` attribute must have, the query
 * parameter that carries it to the marketplace's pages, and which of the places a code can
 * come from wins.
 */

/** The query parameter carrying the partner code to the marketplace's pages. */
export const partnerParam = 'partner'

/** 2 to 32 letters, digits, '-' or '_', starting with a letter or digit. */
const codeShape = /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/

export const isPartnerCode = (value: unknown): value is string =>
  typeof value === 'string' && codeShape.test(value)

/** The first valid code of `candidates` (most specific first), else null. */
export function pickPartner(candidates: readonly unknown[]): string | null {
  for (const candidate of candidates) {
    const code = typeof candidate === 'string' ? candidate.trim() : candidate
    if (isPartnerCode(code)) return code
  }
  return null
}

/** `href` carrying `partner` in its query (unchanged without a partner or on a bad URL). */
export function withPartnerParam(href: string, partner: string | null, base?: string): string {
  if (!partner) return href
  try {
    const url = new URL(href, base)
    url.searchParams.set(partnerParam, partner)
    return url.href
  } catch {
    return href
  }
}
