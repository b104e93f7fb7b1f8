/**
 * The embed bundle: `npx vite build -c vite.widgets.config.ts` writes dist/widgets/.
 *
 * - hire-widgets.js: the tiny loader partners embed (no framework code in it).
 * - chunks/hire-runtime-*.js: everything widgets share (preact/compat, r2wc, nanostores,
 *   stores, API client, UI primitives), loaded once per page so widgets share one session.
 * - chunks/<widget>-*.js: one per widget, imported when its tag appears.
 * - custom-elements.json and sizes.json (gzip sizes of what a page with hire-search loads).
 */
import { gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import { writeManifest } from './scripts/build-widgets-manifest.mjs'

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // dayjs's ES module build: no CommonJS wrapper in the bundle.
  { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
]

/**
 * Superstruct constructors (and our field helpers built on them) are plain factories;
 * marking them pure drops the schemas a widget does not use. Names are matched at every
 * call site, so only names that are pure wherever they appear belong here: superstruct's
 * `define` is left out because our guarded custom element `define()` is not pure.
 */
const pureFactories = [
  'object',
  'optional',
  'size',
  'string',
  'enums',
  'refine',
  'coerce',
  'integer',
  'max',
  'min',
  'number',
  'pattern',
  'boolean',
  'array',
  'literal',
  'nullable',
  'union',
  'type',
  'record',
  'partial',
  'assign',
  'defaulted',
  'trimmed',
  'queryNumber',
  'queryInt',
  'queryBoolean',
  'queryIdList',
  'id',
  'latitude',
  'longitude',
  'text',
  'optionalText',
  'email',
  'finite',
]

const runtimeModule = /^\0|[\\/](node_modules|shared|widgets[\\/](runtime|ui))[\\/]/
const widgetModule = /[\\/]widgets[\\/]((?!runtime|ui|loader)[\w-]+)[\\/]/
const lazyModule = /[\\/]shared[\\/]adapters[\\/]places[\\/]google\.ts$/

function budgetReport(): Plugin {
  return {
    name: 'hire-widgets-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: Record<string, { bytes: number; gzip: number }> = {}
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        sizes[file.fileName] = {
          bytes: file.code.length,
          gzip: gzipSync(file.code, { level: 9 }).length,
        }
      }
      const loader = sizes['hire-widgets.js']?.gzip ?? 0
      const pick = (prefix: string) =>
        Object.entries(sizes).find(([name]) => name.startsWith(`chunks/${prefix}`))?.[1].gzip ?? 0
      const page = { loader, runtime: pick('hire-runtime'), search: pick('hire-search') }
      const total = page.loader + page.runtime + page.search
      this.emitFile({
        type: 'asset',
        fileName: 'sizes.json',
        source: `${JSON.stringify({ files: sizes, hireSearchPage: { ...page, total } }, null, 2)}\n`,
      })
      this.info(
        `gzip: loader ${loader} B, runtime ${page.runtime} B, hire-search ${page.search} B, total ${total} B`,
      )
    },
    async closeBundle() {
      await writeManifest({ outFile: 'dist/widgets/custom-elements.json' })
    },
  }
}

export default defineConfig({
  publicDir: false,
  resolve: { alias: preactAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [budgetReport()],
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: { 'hire-widgets': 'widgets/loader/hire-widgets.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      treeshake: { manualPureFunctions: pureFactories },
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'hire-runtime',
              test: (id: string) => runtimeModule.test(id) && !lazyModule.test(id),
              priority: 2,
            },
            {
              // One chunk per widget folder, named after its tag: chunks/hire-search-<hash>.js
              name: (id: string) => widgetModule.exec(id)?.[1]?.replace(/^/, 'hire-') ?? null,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
