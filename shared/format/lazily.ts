/**
 * A value made on first use. Intl formatters load locale data when created, which costs
 * start-up time on pages that never format; each module keeps its formatter behind this.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= make()
    return value
  }
}
