/**
 * sizes.json (every chunk's gzip size and each widget's first load, which
 * scripts/check-budgets.ts checks against budgets.json) and custom-elements.json.
 */
import { gzipSync } from 'node:zlib'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { writeManifest } from '../../../scripts/build-widgets-manifest.mjs'
import { elementTag } from '../element-tag.ts'

/** The npm packages whose code a chunk holds, so a budget can keep one out of first loads. */
function packagesOf(chunk: OutputChunk): string[] {
  const names = chunk.moduleIds.flatMap((id) => {
    const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)
    return match?.[1] ? [match[1].replace('\\', '/')] : []
  })
  return [...new Set(names)].sort()
}

export function budgetReport(): Plugin {
  return {
    name: 'hire-widgets-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>()
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file)
      const gzip = (name: string) => gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length
      const files: Record<string, object> = Object.fromEntries(
        [...chunks.values()].map((chunk) => [
          chunk.fileName,
          {
            name: chunk.name,
            bytes: chunk.code.length,
            gzip: gzip(chunk.fileName),
            packages: packagesOf(chunk),
          },
        ]),
      )
      // Assets a chunk fetches itself (the map worker) are counted too, by name.
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !/^chunks\/.*\.js$/.test(file.fileName)) continue
        const source = typeof file.source === 'string' ? file.source : Buffer.from(file.source)
        files[file.fileName] = {
          name: file.names[0]?.replace(/\.js$/, '') ?? file.fileName,
          bytes: source.length,
          gzip: gzipSync(source, { level: 9 }).length,
          packages: [],
        }
      }
      // What a page with one widget loads before any interaction: the loader, the widget's
      // chunk and everything that chunk imports statically.
      const loader = chunks.get('hire-widgets.js')
      const firstLoad: Record<string, { files: string[]; gzip: number }> = {}
      for (const widget of loader?.dynamicImports ?? []) {
        const seen = new Set<string>(['hire-widgets.js'])
        const visit = (name: string) => {
          if (seen.has(name)) return
          seen.add(name)
          for (const next of chunks.get(name)?.imports ?? []) visit(next)
        }
        visit(widget)
        const name = elementTag(chunks.get(widget)) ?? widget
        const list = [...seen]
        firstLoad[name] = { files: list, gzip: list.reduce((total, file) => total + gzip(file), 0) }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'sizes.json',
        source: `${JSON.stringify({ files, firstLoad }, null, 2)}\n`,
      })
      for (const [name, load] of Object.entries(firstLoad)) {
        this.info(`first load with <${name}>: ${load.gzip} B gzip (${load.files.join(' + ')})`)
      }
    },
    async closeBundle() {
      await writeManifest({ outFile: 'dist/widgets/custom-elements.json' })
    },
  }
}
