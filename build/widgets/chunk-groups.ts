/**
 * The named chunk groups, in the bundler's terms: a module goes to the highest-priority
 * group whose test matches it; the last group cuts one chunk per widget folder.
 */
import {
  bookingModules,
  calendarModules,
  checkoutModules,
  consoleModules,
  itemCardModule,
  mapModules,
  onDemandModule,
  runtimeModule,
} from './module-tables.ts'
import { type ModuleLookup, widgetChunk } from './ownership.ts'

export const chunkGroups = [
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
    test: /[\\/](shared[\\/]stores[\\/]core[\\/]auth-prompt|widgets[\\/]ui[\\/]sign-in[\\/]use-auth-prompt-host)\.ts$/,
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
    test: /[\\/](widgets[\\/]account[\\/]cards[\\/]((AddCardForm|CardFormParts)\.tsx|use-press-guard\.ts)|shared[\\/]adapters[\\/]payments[\\/](index|sandbox|sandbox-fields|card-input|press-guard)\.ts)$/,
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
    // What <hire-search> paints before the framework arrives (widgets/search/first-paint.ts)
    // and its element's attribute handling: the shared stylesheet, the host styles, the
    // day labels. Framework-free runtime pieces, so the search bar's first load does not
    // pull the runtime; every other widget gets them here instead of in the runtime.
    name: 'first-paint',
    test: /[\\/](widgets[\\/](runtime[\\/](attributes|define|events|host-styles|host-rem|widget-element)\.ts|ui[\\/]ui\.css\?inline)|shared[\\/]format[\\/]days\.ts)$/,
    priority: 3,
  },
  {
    // The range picker and its styles: one chunk, whichever dates button opens it first.
    name: 'calendar',
    test: calendarModules.picker,
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
    // MapView itself and its static picture's address, in the first load of a widget that
    // shows a map (a few KB).
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
    // The item page's parts that other widgets also use on demand (the gallery, the
    // question actions, the supplier link, the item's store and contract, the wizard's manage
    // view and the booking detail share them). In one chunk, not the several small ones the bundler
    // cuts per set of importers, which each cost <hire-item>'s first load a request and
    // their own import and export lists (about 0.6 KB gzip together).
    name: 'item-parts',
    test: /[\\/](widgets[\\/]ui[\\/](gallery[\\/]Gallery\.tsx|gallery[\\/]gallery\.css\?inline|avatar[\\/]\w+\.tsx|PartFailed\.tsx|questions[\\/]QuestionsActions\.tsx|chunk-retry\.ts)|shared[\\/](contract[\\/]catalogue[\\/](items|question-load)|stores[\\/]catalogue[\\/]item)\.ts)$/,
    priority: 3,
  },
  {
    // One chunk per widget folder, named after its tag: chunks/hire-search-<hash>.js.
    // The supplier console's first-paint stores, rules and contract join its chunk
    // (its on-demand views import them too, so no single folder owns them).
    name: (id: string, ctx: ModuleLookup) =>
      consoleModules.shared.test(id) ? 'hire-console' : widgetChunk(id, ctx),
    // What the bundler's timing report calls this group, whose names a function gives.
    debugName: 'widget-folders',
    priority: 1,
  },
]
