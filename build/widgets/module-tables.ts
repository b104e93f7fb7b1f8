/**
 * Which modules go where: the tables the chunk groups (chunk-groups.ts) and the ownership
 * walks (ownership.ts) test module ids against.
 */
/**
 * The shared runtime, an explicit allowlist: what every widget needs to be a widget (the
 * framework, nanostores, our runtime and UI primitives) and the session core (config,
 * the API client, session and feedback stores with their contract). Everything else belongs
 * to the widget folder that imports it, or to a chunk shared by the widgets that import it,
 * as the bundler derives from the imports, or to a named group (chunk-groups.ts): a new
 * store never lands in every widget's first load.
 */
const runtimeModules = [
  /^\0/,
  /[\\/]node_modules[\\/](preact|nanostores|@nanostores)[\\/]/,
  /[\\/]widgets[\\/](runtime|ui)[\\/]/,
  /[\\/]shared[\\/](config|api[\\/](client|errors))\.ts$/,
  /[\\/]shared[\\/](stores|contract)[\\/]core[\\/]/,
  // The partner code every element takes (define-widget) and its rules: apart, it would import the
  // runtime that imports it, a chunk cycle that leaves its store undefined at start-up.
  /[\\/]shared[\\/](stores[\\/]partners[\\/]attribution|domain[\\/]partners[\\/]code)\.ts$/,
  // The session's guest sign-in and its same-origin check of redirects.
  /[\\/]shared[\\/](contract[\\/]account[\\/]auth|domain[\\/]lib[\\/]safe-next)\.ts$/,
  /[\\/]shared[\\/]format[\\/](text|days|media|lazily)\.ts$/,
]
export const runtimeModule = { test: (id: string) => runtimeModules.some((rule) => rule.test(id)) }
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
  /[\\/]shared[\\/](stores[\\/]catalogue[\\/]bookmark|domain[\\/]catalogue[\\/]search-filters|contract[\\/]catalogue[\\/]bookmarks)\.ts$/,
]
export const itemCardModule = {
  test: (id: string) => itemCardModules.some((rule) => rule.test(id)),
}
/**
 * Bookings, never in the runtime. `rules`: the status table, periods, money and wording,
 * free of schemas, for every widget that shows bookings. `contract`: the calls' schemas,
 * payments and the form rules built on them (they need the validation and account field
 * chunks), for the widgets that make or change bookings; the partner code's schema goes with
 * them (in the checkout in place's chunk it formed a cycle: `partnerCodeField is not a
 * function`). `stores`: the bookings area's own stores, which travel with <hire-bookings>.
 */
export const bookingModules = {
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
export const mapModules = {
  view: /[\\/](widgets[\\/]ui[\\/]map[\\/][^\\/]+|shared[\\/](adapters[\\/]maps[\\/]centre|contract[\\/]maps[\\/]static-map-url)\.ts)$/,
  library: /[\\/]node_modules[\\/]maplibre-gl[\\/]/,
  style: /[\\/]shared[\\/]adapters[\\/]maps[\\/]offline[\\/]/,
  engine: /[\\/](widgets[\\/]ui[\\/]map[\\/]engine|shared[\\/]adapters[\\/]maps)[\\/]/,
}
/**
 * Checkout: the item's booking panel carries the RequestItem session with it (never the
 * runtime); the wizard and payment-attempt helpers are a tiny chunk of their own for every
 * widget that starts a wizard or takes a payment. The checkout pages' payment store is used by the site's islands only.
 */
export const checkoutModules = {
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
export const consoleModules = {
  shared:
    /[\\/]shared[\\/](stores[\\/]supplier[\\/](orders|poll-once|awaiting-badge)|domain[\\/]supplier[\\/]orders|contract[\\/]supplier[\\/](calls|messages))\.ts$/,
  parts:
    /[\\/]shared[\\/](stores[\\/]supplier[\\/](order-actions|revenue)|domain[\\/]supplier[\\/](forms|periods|revenue)|contract[\\/]supplier[\\/]orders)\.ts$/,
  chart: /[\\/]node_modules[\\/]uplot[\\/]/,
}
/** The range picker: `any` is the folder, `picker` what loads on first use (not the hook). */
export const calendarModules = {
  any: /[\\/]widgets[\\/]ui[\\/]calendar[\\/]/,
  picker: /[\\/]widgets[\\/]ui[\\/]calendar[\\/](?!use-range-picker)[^\\/]+$/,
}
const onDemandModules = [
  ...lazyModules,
  // Loads a part on first use: only the widgets that have such parts import it, as the
  // loader and dialog hook they build on (lazy/).
  /[\\/]widgets[\\/]ui[\\/](lazy-part\.tsx$|lazy[\\/])/,
  // Fetches a failed on-demand chunk again, and says so: only the widgets whose parts use it import it.
  /[\\/]widgets[\\/]ui[\\/](chunk-retry\.ts|PartFailed\.tsx)$/,
  // The combobox (search fields, place and country pickers) with its styles, and the
  // address field built on it: the widgets that have one share it; the console, inbox and
  // bell never load it.
  /[\\/]widgets[\\/]ui[\\/](combobox|address)[\\/]/,
  // The range picker (two months, the date grid, their styles and the hook behind a dates
  // button): the widgets with a dates button or an inline calendar share it; the picker
  // itself, with dayjs, is a chunk of its own (chunk-groups.ts) fetched on first use.
  calendarModules.any,
  // Form fields in a widget's own look: only the forms that have one (the console's views,
  // the booking flows) take them.
  /[\\/]widgets[\\/]ui[\\/]fields[\\/]/,
  // Content a dialog fetches when it opens, with its states: only dialogs loaded on demand use it.
  /[\\/]widgets[\\/]ui[\\/]LoadedContent\.tsx$/,
  // The stand-in cards of a loading page: only the lists that page through items take them.
  /[\\/]widgets[\\/]ui[\\/]ItemCardSkeletons\.tsx$/,
  // Focus after 'Load more': only the lists that move it (the listings widget's) import it.
  /[\\/]widgets[\\/]ui[\\/]use-focus-first-new\.ts$/,
  // The gallery: the item's first load and the booking detail's chunk carry it, no other.
  /[\\/]widgets[\\/]ui[\\/]gallery[\\/]/,
  // A person's photo or initial and the supplier link: the profiles, the item and the bookings show them.
  /[\\/]widgets[\\/]ui[\\/]avatar[\\/]/,
  // The questions parts: their buttons go with the widgets that show them; the dialog, with
  // its row, form and styles, is a chunk of its own fetched on first use.
  /[\\/]widgets[\\/]ui[\\/]questions[\\/]/,
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
  /[\\/]widgets[\\/]ui[\\/]sign-in[\\/]/,
  /[\\/]shared[\\/]format[\\/](price|rating)\.ts$/,
]
export const onDemandModule = {
  test: (id: string) => onDemandModules.some((rule) => rule.test(id)),
}
