/**
 * React imports resolve to preact/compat: the widgets are React components that ship on
 * Preact. One list for the bundle and the unit tests, so tests run the runtime that ships.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]

/** The bundle's aliases: Preact, plus library builds that bundle smaller. */
export const bundleAliases = [
  ...preactAliases,
  // dayjs's ES module build: no CommonJS wrapper in the bundle.
  { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
]
