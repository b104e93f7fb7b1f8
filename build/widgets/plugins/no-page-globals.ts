import type { Plugin } from 'vite'

/**
 * The bundle runs on partners' pages, so the libraries in it must not add to or read from
 * the page's globals:
 *
 * - nanostores keeps the epoch its computed stores compare in `globalThis.nanostoresGlobal`,
 *   shared with any other copy of nanostores on the page (a partner's own Astro or Vue
 *   site); ours keeps it to itself.
 * - maplibre-gl's UMD script registers itself with a page's AMD loader (RequireJS) when
 *   there is one, which then fails ('Mismatched anonymous define()') and leaves the map
 *   without its library; ours always sets the global, which widgets/ui/map/engine/
 *   load-maplibre.ts takes and gives back to the page at once.
 *
 * A library that changed the code replaced here fails the build rather than leak again.
 */
const replacements: { file: RegExp; from: string; to: string }[] = [
  {
    file: /[\\/]nanostores[\\/]atom[\\/]index\.js$/,
    from: '(globalThis.nanostoresGlobal ||= { epoch: 0 })',
    to: '({ epoch: 0 })',
  },
  {
    file: /[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.js$/,
    from:
      "typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() :\n" +
      "typeof define === 'function' && define.amd ? define(factory) :\n",
    to: '',
  },
]

/** Rewrites library source as it is bundled (nanostores) or emitted as a file (maplibre-gl). */
export function withoutPageGlobals(file: string, code: string): string {
  const replacement = replacements.find((entry) => entry.file.test(file))
  if (!replacement) return code
  if (!code.includes(replacement.from)) {
    throw new Error(`${file} changed: update build/widgets/plugins/no-page-globals.ts`)
  }
  return code.replace(replacement.from, replacement.to)
}

export function noPageGlobals(): Plugin {
  return {
    name: 'hire-no-page-globals',
    apply: 'build',
    transform(code, id) {
      return /[\\/]nanostores[\\/]/.test(id) ? withoutPageGlobals(id, code) : null
    },
  }
}
