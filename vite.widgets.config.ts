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
 */
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import type { ModuleInfo, OutputChunk } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { writeManifest } from './scripts/build-widgets-manifest.mjs'
import { keepRecentBuilds } from './scripts/keep-builds.ts'
import { hostRem } from './widgets/runtime/host-rem.ts'

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
  // Booking and payment field helpers (shared/contract/booking/fields.ts, payments.ts).
  'moneyField',
  'dayField',
  'minutesField',
  'countField',
  'ymdField',
  'reasonField',
  'noteField',
  'mediaList',
  'ratingField',
  'cardId',
  'cardIdField',
  'paymentMethodField',
  'cardholderName',
  'idempotencyKey',
  'aliases',
  // shared/contract/account/fields.ts: a struct with a check, built only where it is used.
  'rule',
]

/**
 * The shared runtime, an explicit allowlist: what every widget needs to be a widget (the
 * framework, r2wc, nanostores, our runtime and UI primitives) and the session core (config,
 * the API client, session and feedback stores with their contract). Everything else belongs
 * to the widget folder that imports it, or to a chunk shared by the widgets that import it,
 * as the bundler derives from the imports, or to a named group below: a new store never
 * lands in every widget's first load.
 */
const runtimeModules = [
  /^\0/,
  /[\\/]node_modules[\\/](preact|@r2wc|nanostores|@nanostores)[\\/]/,
  /[\\/]widgets[\\/](runtime|ui)[\\/]/,
  /[\\/]shared[\\/](config|api[\\/](client|errors))\.ts$/,
  /[\\/]shared[\\/](stores|contract)[\\/]core[\\/]/,
  // The partner code every element takes (define-widget) and its rules: apart, it would import the
  // runtime that imports it, a chunk cycle that leaves its store undefined at start-up.
  /[\\/]shared[\\/](stores[\\/]partners[\\/]attribution|domain[\\/]partners[\\/]code)\.ts$/,
  // The session's guest sign-in and its same-origin check of redirects.
  /[\\/]shared[\\/](contract[\\/]account[\\/]auth|domain[\\/]lib[\\/]safe-next)\.ts$/,
  /[\\/]shared[\\/]format[\\/](text|days|media)\.ts$/,
]
const runtimeModule = { test: (id: string) => runtimeModules.some((rule) => rule.test(id)) }
/**
 * Code that stays out of the shared runtime because one feature loads it on demand: the
 * Google places adapter, and the date picker's date library and calendar rules (the
 * search bar's first paint formats its dates without them), DOMPurify (policy modals),
 * and the account screens' modules below (a page with hire-search never downloads them).
 */
const lazyModules = [
  /[\\/]shared[\\/]adapters[\\/]places[\\/]google\.ts$/,
  /[\\/]node_modules[\\/](dayjs|dompurify)[\\/]/,
  /[\\/]shared[\\/]format[\\/](dates|calendar)\.ts$/,
  /[\\/]shared[\\/]domain[\\/]lib[\\/]date-range\.ts$/,
  // The item detail's stores and contracts: only hire-item and its dialogs use them.
  /[\\/]shared[\\/](stores|contract)[\\/]catalogue[\\/](item|items|questions|carbon)\.ts$/,
]
/** The account screens' stores, ports, rules and contract: never in the runtime. */
const accountModules = [
  /[\\/]shared[\\/]domain[\\/]account[\\/]/,
  /[\\/]shared[\\/]adapters[\\/](social|identity)[\\/]/,
  /[\\/]shared[\\/]api[\\/]upload\.ts$/,
  /[\\/]shared[\\/]stores[\\/]account[\\/](auth-flow|codes|profile-completion|favourite-picker|legal-content|onboarding)\.ts$/,
  /[\\/]shared[\\/]stores[\\/]account[\\/](profile|notification-settings|referrals|changes|tour)\.ts$/,
  /[\\/]shared[\\/]stores[\\/](lib[\\/]uploads|supplier[\\/]public-profile)\.ts$/,
  /[\\/]shared[\\/]contract[\\/](account[\\/](account|rules|fields|profile|favourites)|core[\\/](fields|media|sandbox)|catalogue[\\/]home)\.ts$/,
]
/**
 * The shared item card and what it needs (its styles, the bookmark toggle's store, rules
 * and contract): one chunk for the widgets that show cards, never in the runtime.
 */
const itemCardModules = [
  /[\\/]widgets[\\/]ui[\\/](ItemCard\.tsx|item-card\.css)/,
  /[\\/]shared[\\/](stores[\\/]catalogue[\\/]search-results|domain[\\/]catalogue[\\/]search-filters|contract[\\/]catalogue[\\/]bookmarks)\.ts$/,
]
const itemCardModule = { test: (id: string) => itemCardModules.some((rule) => rule.test(id)) }
/**
 * Bookings, never in the runtime. `rules`: the status table, periods, money and wording,
 * free of schemas, for every widget that shows bookings. `contract`: the calls' schemas,
 * payments and the form rules built on them (they need the validation and account field
 * chunks), for the widgets that make or change bookings; the partner code's schema goes with
 * them (in the checkout in place's chunk it formed a cycle: `partnerCodeField is not a
 * function`). `stores`: the bookings area's own stores, which travel with <hire-bookings>.
 */
const bookingModules = {
  rules:
    /[\\/]shared[\\/](domain[\\/]booking[\\/](?!card-form|report-form|review|ymd|status-tags)[\w-]+|contract[\\/]booking[\\/](messages|calls))\.ts$/,
  contract:
    /[\\/]shared[\\/](domain[\\/]booking[\\/](?!status-tags)[\w-]+|contract[\\/](booking[\\/][\w-]+|checkout[\\/]payments|partners[\\/]partners))\.ts$/,
  stores: /[\\/]shared[\\/]stores[\\/]booking[\\/](list|detail|carbon-points)\.ts$/,
}
/**
 * The map. `view`: the component widgets import (its box, skeleton, fallback list and the
 * centre rule), small and shared. The rest loads only when a map is shown: the library, our
 * engine with the maps port, and the offline style's data.
 */
const mapModules = {
  view: /[\\/](widgets[\\/]ui[\\/]map[\\/][^\\/]+|shared[\\/]adapters[\\/]maps[\\/]centre\.ts)$/,
  library: /[\\/]node_modules[\\/]maplibre-gl[\\/]/,
  style: /[\\/]shared[\\/]adapters[\\/]maps[\\/]offline[\\/]/,
  engine: /[\\/](widgets[\\/]ui[\\/]map[\\/]engine|shared[\\/]adapters[\\/]maps)[\\/]/,
}
/**
 * Checkout: the item's booking panel carries the RequestItem session with it (never the
 * runtime); the wizard and payment-attempt helpers are a tiny chunk of their own for every
 * widget that starts a wizard or takes a payment. The checkout pages' payment store is used by the site's islands only.
 */
const checkoutModules = {
  // With the item's labels and links it shares with the detail: one way between the chunks.
  panel:
    /[\\/](widgets[\\/]item[\\/](booking[\\/][^\\/]+|labels\.ts|links\.ts)|shared[\\/]stores[\\/](checkout[\\/]request-item|partners[\\/]origin)\.ts)$/,
  session:
    /[\\/]shared[\\/]stores[\\/](checkout[\\/][\w-]+|lib[\\/](wizard-session|payment-attempt))\.ts$/,
  wizards: /[\\/]shared[\\/]stores[\\/]lib[\\/](wizard-session|payment-attempt)\.ts$/,
}
/**
 * The supplier console's stores, rules and contract. `shared`: what its first paint needs
 * (orders, the awaiting badge, card rules, calls and wording, no schemas), travelling with
 * <hire-console>. `parts`: the decisions, forms, schemas and revenue, which only its
 * on-demand views and the review modal import, so they go with those chunks. uPlot is its
 * own chunk, fetched only by the revenue page's chart.
 */
const consoleModules = {
  shared:
    /[\\/]shared[\\/](stores[\\/]supplier[\\/](orders|poll-once|awaiting-badge)|domain[\\/]supplier[\\/]orders|contract[\\/]supplier[\\/](calls|messages))\.ts$/,
  parts:
    /[\\/]shared[\\/](stores[\\/]supplier[\\/](order-actions|revenue)|domain[\\/]supplier[\\/](forms|periods|revenue)|contract[\\/]supplier[\\/]orders)\.ts$/,
  chart: /[\\/]node_modules[\\/]uplot[\\/]/,
}
const onDemandModules = [
  ...lazyModules,
  // Loads a part on first use: only the widgets that have such parts import it.
  /[\\/]widgets[\\/]ui[\\/]lazy-part\.tsx$/,
  // Fetches a failed on-demand chunk again: only the widgets whose parts use it import it.
  /[\\/]widgets[\\/]ui[\\/]chunk-retry\.ts$/,
  // The combobox (search fields, place and country pickers) with its styles, and the
  // address field built on it: the widgets that have one share it; the console, inbox and
  // bell never load it.
  /[\\/]widgets[\\/]ui[\\/](combobox|address)[\\/]/,
  consoleModules.shared,
  consoleModules.parts,
  consoleModules.chart,
  ...accountModules,
  ...itemCardModules,
  mapModules.view,
  mapModules.library,
  mapModules.engine,
  bookingModules.contract,
  bookingModules.stores,
  checkoutModules.session,
  /[\\/]shared[\\/]stores[\\/]core[\\/]auth-prompt\.ts$/,
  /[\\/]widgets[\\/]ui[\\/]use-auth-prompt-host\.ts$/,
  /[\\/]shared[\\/]format[\\/](price|rating)\.ts$/,
]
const onDemandModule = { test: (id: string) => onDemandModules.some((rule) => rule.test(id)) }
/**
 * widgets/search/x.tsx → hire-search (the widget's chunk); widgets/search/calendar/y.tsx →
 * search-calendar (a part it loads on demand, named so `hire-search-*` matches only the former).
 */
function folderChunk(id: string): string | null {
  const match =
    /[\\/]widgets[\\/]((?!runtime[\\/]|ui[\\/]|loader[\\/])[\w-]+(?:[\\/][\w-]+)*)[\\/][^\\/]+$/.exec(
      id,
    )
  if (!match?.[1]) return null
  const [widget, ...part] = match[1].split(/[\\/]/)
  return part.length ? `${widget}-${part.join('-')}` : `hire-${widget}`
}

type ModuleLookup = { getModuleInfo(id: string): ModuleInfo | null }

/**
 * The widget chunk a shared module belongs to: the one chunk whose modules import it, up
 * through other shared modules. A module imported on demand, by the runtime, or by several
 * chunks is left to the bundler, which gives it a chunk shared by exactly its importers.
 */
function ownerChunk(id: string, ctx: ModuleLookup): string | null {
  const owners = new Set<string>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length) {
    const info = ctx.getModuleInfo(queue.pop() as string)
    if (!info || info.dynamicImporters.length > 0) return null
    for (const importer of info.importers) {
      if (seen.has(importer)) continue
      seen.add(importer)
      const chunk = folderChunk(importer)
      if (chunk) owners.add(chunk)
      else if (runtimeModule.test(importer) || !/[\\/]shared[\\/]/.test(importer)) return null
      else queue.push(importer)
      if (owners.size > 1) return null
    }
  }
  return owners.size === 1 ? ([...owners][0] as string) : null
}

const firstLoaded = new Map<string, boolean>()

/**
 * Whether a module is in some widget's first load: reachable from a widget's element.ts
 * through static imports only. A part the widget imports on demand (a later wizard step,
 * a rarely opened dialog) is not, even when it lives in the widget's own folder.
 */
function inFirstLoad(id: string, ctx: ModuleLookup): boolean {
  const known = firstLoaded.get(id)
  if (known !== undefined) return known
  const seen = new Set<string>([id])
  const queue = [id]
  let found = false
  while (queue.length && !found) {
    const current = queue.pop() as string
    if (/[\\/]widgets[\\/][\w-]+[\\/]element\.ts$/.test(current)) found = true
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  firstLoaded.set(id, found)
  return found
}

/**
 * A widget folder's modules, and the shared modules only that folder uses, in one chunk.
 * What only its on-demand parts use (hire-<widget> chunk, not in its first load) is left to
 * the bundler, which puts it in the chunk of the part that imports it.
 */
function widgetChunk(id: string, ctx: ModuleLookup): string | null {
  const shared = /[\\/]shared[\\/]/.test(id)
  const ours = !/[\\/]node_modules[\\/]/.test(id)
  const chunk =
    folderChunk(id) ?? (shared ? ownerChunk(id, ctx) : null) ?? (ours ? soleElement(id, ctx) : null)
  if (chunk?.startsWith('hire-') && !inFirstLoad(id, ctx)) return null
  return chunk
}

/**
 * The one element whose code, first load or on-demand parts, reaches a module. Such a
 * module would otherwise go to the element's own entry chunk, which then becomes a facade
 * beside the widget's chunk; the bundler emits that facade's namespace export without
 * defining it (`element_exports is not defined`), and the element never loads.
 */
function soleElement(id: string, ctx: ModuleLookup): string | null {
  const elements = new Set<string>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length) {
    const info = ctx.getModuleInfo(queue.pop() as string)
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (seen.has(importer)) continue
      seen.add(importer)
      const element = /[\\/]widgets[\\/]([\w-]+)[\\/]element\.ts$/.exec(importer)?.[1]
      if (element) elements.add(`hire-${element}`)
      else if (/[\\/]widgets[\\/]loader[\\/]/.test(importer)) return null
      else queue.push(importer)
      if (elements.size > 1) return null
    }
  }
  return elements.size === 1 ? ([...elements][0] as string) : null
}

/**
 * Library mode inlines every `?url` asset as a data: URL; maplibre's script (1 MB, run as
 * a classic script, see widgets/ui/map/engine/load-maplibre.ts) and its stylesheet must
 * stay files of their own, fetched only when a map starts. Emitted as assets beside the chunks.
 */
function mapWorkerFile(): Plugin {
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

/**
 * The tag a widget's entry chunk defines, from its `widgets/<name>/element.ts`: the bundler
 * keeps an element in a chunk of its own when its folder's modules are shared elsewhere.
 */
function elementTag(chunk: OutputChunk | undefined): string | null {
  const folder = /[\\/]widgets[\\/]([\w-]+)[\\/]element\.ts$/.exec(chunk?.facadeModuleId ?? '')?.[1]
  return folder ? `hire-${folder}` : (chunk?.name ?? null)
}

/** The npm packages whose code a chunk holds, so a budget can keep one out of first loads. */
function packagesOf(chunk: OutputChunk): string[] {
  const names = chunk.moduleIds.flatMap((id) => {
    const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)
    return match?.[1] ? [match[1].replace('\\', '/')] : []
  })
  return [...new Set(names)].sort()
}

function budgetReport(): Plugin {
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

/**
 * The previous builds' hashed chunks stay (scripts/keep-builds.ts): a page opened before a
 * deploy still loads its on-demand parts. Only chunks older than the kept builds go.
 */
function keepPreviousChunks(): Plugin {
  return {
    name: 'hire-keep-previous-chunks',
    apply: 'build',
    async writeBundle(options, bundle) {
      const removed = await keepRecentBuilds(options.dir ?? 'dist/widgets', Object.keys(bundle))
      if (removed.length) this.info(`removed ${removed.length} chunk files of older builds`)
    },
  }
}

export default defineConfig({
  publicDir: false,
  resolve: { alias: preactAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [mapWorkerFile(), budgetReport(), keepPreviousChunks()],
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
        chunkFileNames: (chunk) =>
          `chunks/${chunk.name === 'element' ? elementTag(chunk as OutputChunk) : '[name]'}-[hash].js`,
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          // A group holds only the modules it names: on-demand modules a runtime module imports
          // (form schemas) stay out of the runtime, and a small group never swallows the
          // libraries it uses.
          includeDependenciesRecursively: false,
          groups: [
            {
              // Validation runs only in forms (account screens); the runtime's contract
              // modules import it for schemas the search bar never builds. Its own chunk,
              // captured first, keeps it out of the runtime's first load.
              name: 'superstruct',
              test: /[\\/]node_modules[\\/]superstruct[\\/]/,
              priority: 3,
            },
            {
              // The revenue chart's library: only the revenue page of <hire-console> loads it.
              name: 'uplot',
              test: consoleModules.chart,
              priority: 3,
            },
            {
              // The guest sign-in prompt: tiny, shared by every widget that asks a guest to
              // sign in, so it gets a chunk of its own instead of joining a heavy one.
              name: 'auth-prompt',
              // Its host hook goes with it, or the runtime would import this chunk and form a cycle.
              test: /[\\/](shared[\\/]stores[\\/]core[\\/]auth-prompt|widgets[\\/]ui[\\/]use-auth-prompt-host)\.ts$/,
              priority: 3,
            },
            {
              // The card form's error and wording, shared by the card screens and the checkout
              // in place: its own chunk, or it lands in the in-place dialog's chunk and makes
              // a cycle with the checkout steps' chunk.
              name: 'payments-port',
              test: /[\\/]shared[\\/]adapters[\\/]payments[\\/]port\.ts$/,
              priority: 3,
            },
            {
              // The new-card form with the provider's fields (sandbox inputs, the Stripe
              // wrapper's loader): the card picker fetches it on 'Add card'. Named, or the
              // account cards' folder chunk takes it back; it imports only the runtime and
              // shared chunks, never the payment screens that load it.
              name: 'card-form',
              test: /[\\/](widgets[\\/]account[\\/]cards[\\/](AddCardForm\.tsx|use-press-guard\.ts)|shared[\\/]adapters[\\/]payments[\\/](index|sandbox|sandbox-fields|card-input|press-guard)\.ts)$/,
              priority: 3,
            },
            {
              // The search bar's fields: the combobox, categories and the places
              // lookup. One chunk beside hire-search's own (the same bytes as in the runtime
              // before, without charging them to the console, inbox or bell); the account's
              // address fields and the wizard's place step load it on demand. The popup's
              // stylesheet stays with the widgets that import it (the wizard's first paint).
              name: 'search-fields',
              test: /[\\/](widgets[\\/]ui[\\/]combobox[\\/][\w-]+\.tsx?$|shared[\\/](stores[\\/]catalogue[\\/](categories|place-search)|adapters[\\/]places[\\/](index|sandbox|port)|contract[\\/]catalogue[\\/]places)\.ts$)/,
              priority: 3,
            },
            {
              name: 'item-card',
              test: itemCardModule.test,
              priority: 3,
            },
            {
              // Price and rating labels: used by item cards, the item detail and the account
              // screens, never by the search bar, so not the runtime.
              name: 'price-format',
              test: /[\\/]shared[\\/]format[\\/](price|rating)\.ts$/,
              priority: 3,
            },
            {
              // The offline style's land and places: fetched beside the library, in parallel.
              name: 'map-style',
              test: mapModules.style,
              priority: 3,
            },
            {
              // MapView itself, in the first load of a widget that shows a map (a few KB).
              name: 'map-view',
              test: mapModules.view,
              priority: 3,
            },
            {
              // The engine (markers, labels, worker set-up) and the maps port that picks the style.
              name: 'map-engine',
              test: mapModules.engine,
              priority: 2,
            },
            {
              name: 'hire-runtime',
              test: (id: string) => runtimeModule.test(id) && !onDemandModule.test(id),
              priority: 2,
            },
            {
              // Showing a booking: its rules and wording, no schemas (see bookingModules).
              name: 'booking-rules',
              test: bookingModules.rules,
              priority: 3,
            },
            {
              // Making or changing a booking: the calls' schemas, payments and card rules.
              name: 'booking-contract',
              test: bookingModules.contract,
              priority: 2,
            },
            {
              name: 'hire-bookings',
              test: bookingModules.stores,
              priority: 1,
            },
            {
              // The booking panel (its parts and the RequestItem session), in hire-item's first load.
              name: 'item-booking',
              test: checkoutModules.panel,
              priority: 2,
            },
            {
              // The session wizards and payment attempts: tiny, shared by every payment flow.
              name: 'wizard-session',
              test: checkoutModules.wizards,
              priority: 2,
            },
            {
              // The item's own store and contract travel with <hire-item> (its first render needs them).
              name: 'hire-item',
              test: /[\\/]shared[\\/](stores[\\/]catalogue[\\/]item|contract[\\/]catalogue[\\/]items)\.ts$/,
              priority: 1,
            },
            {
              // One chunk per widget folder, named after its tag: chunks/hire-search-<hash>.js.
              // The supplier console's first-paint stores, rules and contract join its chunk
              // (its on-demand views import them too, so no single folder owns them).
              name: (id: string, ctx: ModuleLookup) =>
                consoleModules.shared.test(id) ? 'hire-console' : widgetChunk(id, ctx),
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
