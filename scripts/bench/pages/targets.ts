/**
 * The five pages measured: home, search results near Sydney, and the first item, story and
 * location the sitemap lists (so the script works on any seeded catalogue).
 */
export interface Target {
  name: string
  path: string
}

const searchNearSydney = '/search-result?latitude=-33.87&longitude=151.21&address=Sydney%20NSW'

export async function pagesToMeasure(origin: string): Promise<Target[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  )
  const first = (prefix: string) => {
    const path = paths.find((candidate) => candidate.startsWith(prefix))
    if (!path) throw new Error(`The sitemap lists no ${prefix} page`)
    return path
  }
  return [
    { name: 'home', path: '/' },
    { name: 'search results', path: searchNearSydney },
    { name: 'item', path: first('/equipments/') },
    { name: 'story', path: first('/stories/') },
    { name: 'location', path: first('/location/') },
  ]
}
