/**
 * The build writes `name.br` and `name.gz` beside each text file (scripts/precompress.ts);
 * this picks the one the client accepts, so build files are never encoded per request.
 */
import { stat } from 'node:fs/promises'
import type { Coding } from './encoders.ts'
import { acceptedCodings } from './negotiate.ts'

const suffix: Record<Coding, string> = { br: '.br', gzip: '.gz' }

export interface Precompressed {
  /** the variant's path relative to the same root as the original */
  relative: string
  coding: Coding
}

/**
 * The precompressed copy of `relative` (under `root`) for this Accept-Encoding, or null when
 * the client takes none or the build wrote none (then the body may be encoded on the fly).
 * A copy older than its original is ignored: it would serve stale content.
 */
export async function findPrecompressed(
  root: string,
  relative: string,
  originalModified: number,
  acceptEncoding: string | string[] | undefined,
): Promise<Precompressed | null> {
  // In the client's order: a build without .br copies still serves gzip to a brotli client.
  const candidates = acceptedCodings(acceptEncoding)
  for (const coding of candidates) {
    const variant = `${relative}${suffix[coding]}`
    const info = await stat(`${root}/${variant}`).catch(() => null)
    if (info?.isFile() && info.mtimeMs >= originalModified) return { relative: variant, coding }
  }
  return null
}
