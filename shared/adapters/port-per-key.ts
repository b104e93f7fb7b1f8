/**
 * Keeps one real adapter per configuration: `load` (a dynamic import, so the default bundle
 * never carries the module) runs on the first call and again only when the key changes.
 */
/* @__NO_SIDE_EFFECTS__ */
export function portPerKey<P>(): (key: string, load: () => Promise<P>) => Promise<P> {
  let cached: { key: string; port: Promise<P> } | undefined
  return (key, load) => {
    if (cached?.key !== key) cached = { key, port: load() }
    return cached.port
  }
}
