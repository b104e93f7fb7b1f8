/**
 * Draws the seed's pictures into the media folder: SVG scenes, icons and avatars as
 * files, and JPEGs (banner, destinations, stories) rendered with sharp. A marker file
 * records the version drawn, so later starts skip the work.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { buildSeedPlan } from '../db/seed/plan/index.ts'
import type { MediaJob } from '../db/seed/plan/types.ts'
import { avatarSvg, iconSvg } from './icons.ts'
import { mp4Clip } from './mp4.ts'
import { pdfDocument } from './pdf.ts'
import { sceneSvg } from './scenes.ts'

/** Bump when drawings change, so existing media folders are redrawn. */
export const mediaVersion = 'seed-media-3'
const marker = '.seed-media-version'

export async function ensureMedia(mediaDir: string): Promise<boolean> {
  const current = await readFile(join(mediaDir, marker), 'utf8').catch(() => '')
  if (current.trim() === mediaVersion) return false
  await generateMedia(mediaDir, buildSeedPlan().media)
  await writeFile(join(mediaDir, marker), mediaVersion)
  return true
}

export async function generateMedia(mediaDir: string, jobs: MediaJob[]): Promise<void> {
  const folders = new Set(jobs.map((job) => dirname(join(mediaDir, job.path))))
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })))
  const jpegs = jobs.filter((job) => job.path.endsWith('.jpg'))
  const files = jobs.filter((job) => !job.path.endsWith('.jpg'))
  await Promise.all(files.map((job) => writeFile(join(mediaDir, job.path), fileOf(job))))
  // sharp runs on its own threads; two at a time keeps a small machine responsive.
  for (let start = 0; start < jpegs.length; start += 2) {
    await Promise.all(
      jpegs.slice(start, start + 2).map((job) =>
        sharp(Buffer.from(fileOf(job) as string))
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(join(mediaDir, job.path)),
      ),
    )
  }
}

function fileOf(job: MediaJob): string | Buffer {
  switch (job.kind) {
    case 'pdf':
      return pdfDocument(job.title, job.lines)
    case 'video':
      return mp4Clip({
        width: 80,
        height: 48,
        colours: [job.from, job.to],
        stepsBetween: 6,
        fps: 2,
      })
    case 'scene':
      return sceneSvg(job.theme, job.seed, job.w, job.h, job.title)
    case 'icon':
      return iconSvg(job.glyph, job.colour, job.title)
    case 'avatar':
      return avatarSvg(job.initials, job.colour)
  }
}
