/**
 * A realistic, repeatable mix of GET /items queries: text, category, near a place sorted
 * by distance, price ranges, dates, and combinations, as the search page sends them.
 */
import { createRandom } from '../../server/lib/random.ts'

export interface BenchQuery {
  kind: 'text' | 'category' | 'closest' | 'price' | 'dates' | 'combined'
  path: string
}

const words = [
  'kayak',
  'surf',
  'surfboard',
  'camping',
  'tent',
  'snorkel',
  'bike',
  'paddle board',
  'fishing',
  'tour',
  'wetsuit',
  'ski',
  'camera',
  'beach umbrella',
  'hiking',
]
const places = [
  { latitude: -33.8688, longitude: 151.2093 },
  { latitude: -33.8915, longitude: 151.2767 },
  { latitude: -37.8136, longitude: 144.9631 },
  { latitude: -28.0167, longitude: 153.4 },
  { latitude: -27.4698, longitude: 153.0251 },
  { latitude: -34.9285, longitude: 138.6007 },
  { latitude: -31.9505, longitude: 115.8605 },
  { latitude: -42.8821, longitude: 147.3272 },
  { latitude: -28.6474, longitude: 153.602 },
  { latitude: -16.9186, longitude: 145.7781 },
]
const dayMs = 24 * 60 * 60 * 1000

export function queryMix(
  count: number,
  catalogue: { categoryIds: string[]; subCategoryIds: Map<string, string[]> },
  now = Date.now(),
): BenchQuery[] {
  const rng = createRandom('bench-search-v1')
  const today = Math.floor(now / dayMs) * dayMs
  const near = () => {
    const place = rng.pick(places)
    return `latitude=${place.latitude}&longitude=${place.longitude}`
  }
  const page = () => `limit=10&pageNo=${rng.pick([1, 1, 1, 2, 3])}`
  const text = () => `search=${encodeURIComponent(rng.pick(words))}`
  const category = () => {
    const id = rng.pick(catalogue.categoryIds)
    const subs = catalogue.subCategoryIds.get(id) ?? []
    return rng.chance(0.4) && subs.length
      ? `categoryId=${id}&subCategoryIds=${rng.pick(subs)}`
      : `categoryId=${id}`
  }
  const price = () => {
    const low = rng.pick([1, 10, 20, 40])
    return `startPrice=${low}&endPrice=${low + rng.pick([30, 60, 150, 500])}`
  }
  const dates = () => {
    const start = today + rng.int(1, 50) * dayMs
    return `startDate=${start}&endDate=${start + rng.int(0, 4) * dayMs}`
  }
  const makers: [BenchQuery['kind'], number, () => string][] = [
    ['text', 0.2, () => `${text()}&${page()}`],
    ['category', 0.2, () => `${category()}&${page()}`],
    ['closest', 0.2, () => `${near()}&sortOn=6&${page()}`],
    ['price', 0.15, () => `${price()}&sortOn=${rng.pick([1, 2, 4])}&${page()}`],
    ['dates', 0.15, () => `${dates()}&${near()}&${page()}`],
    ['combined', 0.1, () => `${text()}&${near()}&${price()}&${dates()}&sortOn=6&${page()}`],
  ]
  const list: BenchQuery[] = []
  for (let n = 0; n < count; n++) {
    const roll = rng.next()
    let reached = 0
    const maker =
      makers.find(([, weight]) => {
        reached += weight
        return roll < reached
      }) ?? makers[0]
    const [kind, , build] = maker as (typeof makers)[number]
    list.push({ kind, path: `/items?${build()}` })
  }
  return list
}
