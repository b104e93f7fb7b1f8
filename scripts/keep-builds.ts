/**
 * Keeps the hashed chunks of the last few widget builds in dist/widgets/chunks, so a page
 * opened before a deploy can still fetch the on-demand parts its loader names (the
 * questions dialogs, the checkout in place…): emptying the folder on every build made
 * those hashed names 404 and the part failed to load. The unhashed files (the loader,
 * sizes.json, the manifest) are simply overwritten and always name the newest build.
 *
 * builds.json beside the loader records which chunk files each build wrote; files that no
 * kept build names (with their .br, .gz and .map companions) are removed. A build is kept
 * while it is one of the last three or less than a day old (at most twenty builds).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Builds whose chunks stay: at least the newest three, and every build of the last day… */
export const keptBuilds = 3
export const keptForMs = 24 * 60 * 60 * 1000
/** …but never more than this many (a day of development builds). */
export const maxBuilds = 20
export const historyFile = 'builds.json'

export interface BuildRecord {
  at: string
  files: string[]
}

/** chunks/x-abc.js.br, chunks/x-abc.js.map → chunks/x-abc.js */
export const chunkOf = (file: string): string => file.replace(/(\.map)?(\.br|\.gz)?$/, '')

async function chunkFiles(outDir: string): Promise<string[]> {
  const names = await readdir(join(outDir, 'chunks')).catch(() => [] as string[])
  return names.map((name) => `chunks/${name}`)
}

async function readHistory(outDir: string): Promise<BuildRecord[] | null> {
  try {
    const parsed = JSON.parse(await readFile(join(outDir, historyFile), 'utf8')) as unknown
    return Array.isArray(parsed) ? (parsed as BuildRecord[]) : null
  } catch {
    return null
  }
}

/**
 * Records this build's chunk files and removes the chunks only older builds wrote.
 * Without a history yet, what the folder holds counts as the build before (the first build
 * that keeps history must not drop the chunks the live pages use). Answers the removed files.
 */
export async function keepRecentBuilds(
  outDir: string,
  written: string[],
  options: { keep?: number; keepForMs?: number; now?: Date } = {},
): Promise<string[]> {
  const keep = options.keep ?? keptBuilds
  const now = options.now ?? new Date()
  const recent = (build: BuildRecord) =>
    now.getTime() - Date.parse(build.at) < (options.keepForMs ?? keptForMs)
  const chunks = written.filter((file) => file.startsWith('chunks/')).map(chunkOf)
  const current: BuildRecord = {
    at: now.toISOString(),
    files: [...new Set(chunks)].sort(),
  }
  const before = (await readHistory(outDir)) ?? [
    {
      at: current.at,
      files: [...new Set((await chunkFiles(outDir)).map(chunkOf))].filter(
        (file) => !current.files.includes(file),
      ),
    },
  ]
  const all = [...before, current]
  const history = all
    .filter((build, index) => index >= all.length - keep || recent(build))
    .slice(-maxBuilds)
  const kept = new Set(history.flatMap((build) => build.files))
  const removed = (await chunkFiles(outDir)).filter((file) => !kept.has(chunkOf(file)))
  await Promise.all(removed.map((file) => rm(join(outDir, file), { force: true })))
  await writeFile(join(outDir, historyFile), `${JSON.stringify(history, null, 2)}\n`)
  return removed
}
