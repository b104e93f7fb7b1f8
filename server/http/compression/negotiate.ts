/**
 * Picks the response encoding from a request's Accept-Encoding (RFC 9110 §12.5.3): brotli
 * when the client takes it, else gzip, else none. `q=0` refuses a coding, `*` stands for
 * every coding not named, and equal weights go to brotli (smaller for text).
 */
export type Encoding = 'br' | 'gzip' | 'identity'

const preference: Exclude<Encoding, 'identity'>[] = ['br', 'gzip']

export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  return acceptedCodings(header)[0] ?? 'identity'
}

/** The codings the client takes, best first (highest weight, brotli before gzip on ties). */
export function acceptedCodings(
  header: string | string[] | undefined,
): Exclude<Encoding, 'identity'>[] {
  const weights = parseAcceptEncoding(Array.isArray(header) ? header.join(',') : (header ?? ''))
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  return preference
    .filter((coding) => weight(coding) > 0)
    .sort((a, b) => weight(b) - weight(a) || preference.indexOf(a) - preference.indexOf(b))
}

/** coding → weight; `x-gzip` counts as gzip, a malformed weight as 0 (refused). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const coding = name === 'x-gzip' ? 'gzip' : name
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : qValue(q.slice(2))
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0))
  }
  return weights
}

function qValue(text: string): number {
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return 0
  return Number(text)
}
