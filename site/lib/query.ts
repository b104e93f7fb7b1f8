/** A query parameter of a page's address, trimmed; null when it is missing or blank. */
export function queryParam(url: URL, name: string): string | null {
  return url.searchParams.get(name)?.trim() || null
}
