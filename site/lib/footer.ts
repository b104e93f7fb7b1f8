/** Footer city links: found by name among the top destinations, else the locations page. */
import type { Destination } from '../../shared/contract/catalogue/home.ts'

export interface CityLink {
  name: string
  href: string
}

export function cityLinks(
  names: readonly string[],
  destinations: readonly Destination[],
): CityLink[] {
  const byName = new Map(destinations.map((city) => [city.name.trim().toLowerCase(), city._id]))
  return names.map((name) => {
    const id = byName.get(name.toLowerCase())
    return { name, href: id ? `/location/${encodeURIComponent(id)}` : '/location' }
  })
}
