/**
 * The benchmarks' own dependencies (Lighthouse, autocannon and the ~200 packages they bring)
 * are not the project's: every `npm install` and CI run would unpack them for scripts that
 * only people measuring run. They install into this folder from its own lockfile the first
 * time a benchmark asks for one; the types come from the project's `@types` packages or the
 * caller's own declaration.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const folder = new URL('./', import.meta.url).pathname

/** The default export of one of this folder's packages, installing them on first use. */
export async function benchTool<T>(name: 'autocannon' | 'lighthouse'): Promise<T> {
  if (!existsSync(`${folder}node_modules/${name}/package.json`)) {
    console.log(`Installing the benchmark tools into ${folder} (first run)…`)
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: 'inherit',
    })
    if (install.status !== 0) throw new Error(`npm ci in ${folder} failed`)
  }
  const entry = createRequire(`${folder}package.json`).resolve(name)
  const module: { default: T } = await import(pathToFileURL(entry).href)
  return module.default
}
