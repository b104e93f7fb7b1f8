/**
 * Every tag the bundle knows and how to load its element, derived from the folders: each
 * `widgets/<name>/element.ts` defines `<hire-<name>>`. A new widget is a new folder; each
 * import becomes its own chunk, fetched only when the tag appears on the page.
 */
const elements = import.meta.glob<unknown>('../*/element.ts')

/** `../search/element.ts` → `hire-search` */
export const widgets: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(elements).map(([path, load]) => [`hire-${path.split('/')[1]}`, load]),
)
