/**
 * `npm start` builds only when a source is newer than the last build, so a second start
 * is instant and an edited source is never served stale.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const sources = [
  'site',
  'widgets',
  'shared',
  'astro.config.mjs',
  'vite.widgets.config.ts',
  'build',
  'package-lock.json',
]
const skip = new Set(['node_modules', '.astro', 'dist'])

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of readdirSync(path)) {
    if (skip.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestChange(join(path, entry)))
  }
  return newest
}

/** The oldest of the build's outputs, or 0 when one is missing. */
function builtAt(root: string): number {
  const outputs = ['dist/site/server/entry.mjs', 'dist/widgets/hire-widgets.js']
  return Math.min(
    ...outputs.map((output) =>
      existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0,
    ),
  )
}

export async function ensureBuilt(root: string): Promise<void> {
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))))
  if (builtAt(root) > changedAt) return
  console.log('Building the site and the widget bundle…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed; see the output above.')
}
