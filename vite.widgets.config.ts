/**
 * The embed bundle: `npx vite build -c vite.widgets.config.ts` writes dist/widgets/.
 *
 * - hire-widgets.js: the tiny loader partners embed (no framework code in it).
 * - chunks/hire-runtime-*.js: everything widgets share (preact/compat, r2wc, nanostores,
 *   stores, API client, UI primitives), loaded once per page so widgets share one session.
 * - chunks/<widget>-*.js: one per widget, imported when its tag appears.
 * - chunks/maplibre-*.js, map-engine-*.js, map-style-*.js and the map worker: loaded only
 *   when a map is shown (never in a widget's first load; scripts/check-budgets.ts checks).
 * - custom-elements.json and sizes.json (gzip sizes of what a page with hire-search loads).
 *
 * How the chunks are cut lives in build/widgets/ (see build/README.md); this file assembles it.
 */
import type { OutputChunk } from 'rolldown'
import { defineConfig } from 'vite'
import { bundleAliases } from './build/widgets/aliases.ts'
import { chunkGroups } from './build/widgets/chunk-groups.ts'
import { elementTag } from './build/widgets/element-tag.ts'
import { budgetReport } from './build/widgets/plugins/budget-report.ts'
import { keepPreviousChunks } from './build/widgets/plugins/keep-previous-chunks.ts'
import { mapWorkerFile } from './build/widgets/plugins/map-worker-file.ts'
import { noPageGlobals } from './build/widgets/plugins/no-page-globals.ts'
import { pureFactories } from './build/widgets/pure-factories.ts'
import { hostRem } from './widgets/runtime/host-rem.ts'

export default defineConfig({
  publicDir: false,
  resolve: { alias: bundleAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [mapWorkerFile(), noPageGlobals(), budgetReport(), keepPreviousChunks()],
  // rem in widget CSS follows the widget's own root size, not the host page's (see the plugin).
  css: { postcss: { plugins: [hostRem] } },
  // Emitted files (the map worker) resolve against the chunk that names them, so the bundle
  // works from whatever path and origin it is served.
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  build: {
    outDir: 'dist/widgets',
    // Hashed chunks of earlier builds stay for pages opened before a deploy (keepPreviousChunks).
    emptyOutDir: false,
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
      // Required by includeDependenciesRecursively: false below; the loader's one export stays.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        // Pure annotations only help a bundler that tree-shakes this output again; pages load
        // it as it is, so they are bytes every visitor downloads. Legal comments stay.
        comments: { annotation: false },
        chunkFileNames: (chunk) =>
          `chunks/${chunk.name === 'element' ? elementTag(chunk as OutputChunk) : '[name]'}-[hash].js`,
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          // A group holds only the modules it names: on-demand modules a runtime module imports
          // (form schemas) stay out of the runtime, and a small group never swallows the
          // libraries it uses.
          includeDependenciesRecursively: false,
          groups: chunkGroups,
        },
      },
    },
  },
})
