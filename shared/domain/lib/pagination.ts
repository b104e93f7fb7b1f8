/**
 * Numbered pagination: how many pages a total makes, and which page links to show (the
 * first, the last, the current one and its neighbours, with gaps between).
 */
export type PageLink = number | 'gap'

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0
  return Math.ceil(total / pageSize)
}

/** e.g. current 6 of 20: 1 … 5 6 7 … 20. A gap never hides a single page. */
export function pageWindow(current: number, count: number, neighbours = 1): PageLink[] {
  if (count <= 0) return []
  const page = Math.min(Math.max(1, current), count)
  const shown = new Set([1, count])
  for (let n = page - neighbours; n <= page + neighbours; n++) {
    if (n >= 1 && n <= count) shown.add(n)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  for (const [index, n] of pages.entries()) {
    const previous = pages[index - 1]
    if (previous !== undefined && n - previous === 2) links.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) links.push('gap')
    links.push(n)
  }
  return links
}
