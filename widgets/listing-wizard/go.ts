/** Page moves of the wizard: our site's paths (a partner page embeds the same routes). */
export function go(path: string): void {
  window.location.assign(path)
}

/** The wizard's `edit` query of the page, when the element was not given one. */
export function editQuery(given: string | undefined): string | null {
  if (given) return given
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).get('edit')
}
