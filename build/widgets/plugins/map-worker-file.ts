import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { withoutPageGlobals } from './no-page-globals.ts'

/**
 * Library mode inlines every `?url` asset as a data: URL; maplibre's script (1 MB, run as
 * a classic script, see widgets/ui/map/engine/load-maplibre.ts) and its stylesheet must
 * stay files of their own, fetched only when a map starts. Emitted as assets beside the chunks.
 */
export function mapWorkerFile(): Plugin {
  return {
    name: 'hire-map-worker-file',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = /[\\/](maplibre-gl\.(?:js|css))\?url$/.exec(id)?.[1]
      if (!file) return null
      const path = id.slice(0, -'?url'.length)
      const source = await readFile(path)
      const reference = this.emitFile({
        type: 'asset',
        name: file,
        // The script never registers with a page's AMD loader (no-page-globals.ts).
        source: file.endsWith('.js') ? withoutPageGlobals(path, source.toString('utf8')) : source,
      })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    },
  }
}
