import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

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
      const reference = this.emitFile({
        type: 'asset',
        name: file,
        source: await readFile(id.slice(0, -'?url'.length)),
      })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    },
  }
}
