/**
 * Resized copies of raster media (GET /media/<path>?w&f, shared/contract/core/media-variants.ts),
 * drawn by sharp on the first request and kept on disk under `<MEDIA_DIR>/.variants/<path>/`,
 * one file per width and format. The cache is bounded by the allowlists: at most ten copies
 * per picture, each no larger than the picture itself (never upscaled). A copy older than its
 * picture (a seed redrawn) is drawn again; it is written under a part name and renamed, so two
 * first requests at once never see half a file.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { MediaVariantFormat } from '../../../shared/contract/core/media-variants.ts'

export const variantsFolder = '.variants'

/** What sharp reads well and a browser would otherwise download whole. */
export const resizableTypes = new Set(['image/jpeg', 'image/png', 'image/webp'])

export const variantTypes: Record<MediaVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

export interface VariantRequest {
  /** the picture's path inside the media folder */
  relative: string
  source: string
  width: number
  format: MediaVariantFormat
}

/** The copy's file, drawn first when missing or stale; null when sharp cannot read the source. */
export async function variantFile(
  mediaDir: string,
  request: VariantRequest,
): Promise<string | null> {
  const { relative, source, width, format } = request
  const file = join(mediaDir, variantsFolder, relative, `${width}w.${format}`)
  const [sourceInfo, cached] = await Promise.all([stat(source), stat(file).catch(() => null)])
  if (cached && cached.mtimeMs >= sourceInfo.mtimeMs) return file
  await mkdir(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`
  try {
    await throttled(() => draw(source, width, format).toFile(partial))
    await rename(partial, file)
    return file
  } catch {
    // Not a picture sharp can read (a damaged upload): the original is served instead.
    await rm(partial, { force: true })
    return null
  }
}

/** Forgets a picture's copies (its original is gone). */
export async function dropVariants(mediaDir: string, relative: string): Promise<void> {
  await rm(join(mediaDir, variantsFolder, relative), { recursive: true, force: true })
}

function draw(source: string, width: number, format: MediaVariantFormat) {
  // rotate(): a phone photo's EXIF orientation is applied before the metadata is dropped.
  const picture = sharp(source).rotate().resize({ width, withoutEnlargement: true })
  // AVIF at effort 2 costs about 0.6 s for a 1600 px banner on one core, once per copy.
  return format === 'avif'
    ? picture.avif({ quality: 50, effort: 2 })
    : picture.webp({ quality: 75, effort: 4 })
}

/**
 * Two encodes at a time per process: sharp's own threads do the rest, and a burst of first
 * requests must not starve the API on a small machine.
 */
const slots = { free: 2, waiting: [] as (() => void)[] }
async function throttled<T>(job: () => Promise<T>): Promise<T> {
  if (slots.free === 0) await new Promise<void>((resolve) => slots.waiting.push(resolve))
  else slots.free -= 1
  try {
    return await job()
  } finally {
    const next = slots.waiting.shift()
    if (next) next()
    else slots.free += 1
  }
}
