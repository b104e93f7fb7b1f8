/**
 * The sandbox places service: autocomplete and details over the gazetteer. Matching is
 * case- and accent-insensitive; names starting with the input come first, then names with
 * a word starting with it, then names or states containing it; bigger places first.
 */
import type { PlaceDetails, PlaceSuggestion } from '../../shared/contract/catalogue/places.ts'
import { gazetteer, type Locality } from './gazetteer.ts'

const stateNames: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export const placeIdOf = ([name, state]: Locality) =>
  `au-${state.toLowerCase()}-${normalise(name).replaceAll(' ', '-')}`

const byId = new Map(gazetteer.map((place) => [placeIdOf(place), place]))

function score(place: Locality, input: string): number | null {
  const name = normalise(place[0])
  if (name.startsWith(input)) return 0
  if (name.split(' ').some((word) => word.startsWith(input))) return 1
  const full = `${name} ${place[1].toLowerCase()} ${normalise(stateNames[place[1]] ?? '')}`
  if (full.includes(input)) return 2
  return null
}

function suggestion(place: Locality): PlaceSuggestion {
  return {
    placeId: placeIdOf(place),
    main_text: place[0],
    secondary_text: `${place[1]}, Australia`,
  }
}

export function autocomplete(input: string, limit: number): PlaceSuggestion[] {
  const query = normalise(input)
  if (!query) return []
  return gazetteer
    .map((place) => ({ place, score: score(place, query) }))
    .filter((entry): entry is { place: Locality; score: number } => entry.score !== null)
    .sort(
      (a, b) =>
        a.score - b.score || a.place[4] - b.place[4] || a.place[0].localeCompare(b.place[0]),
    )
    .slice(0, limit)
    .map((entry) => suggestion(entry.place))
}

export function placeDetails(placeId: string): PlaceDetails | null {
  const place = byId.get(placeId)
  if (!place) return null
  const [name, state, lat, lng] = place
  return { ...suggestion(place), address: `${name} ${state}, Australia`, lat, lng }
}

/** Looks a locality up by name and state, for seed data that must use real places. */
export function locality(name: string, state?: string): Locality {
  const found = gazetteer.find((place) => place[0] === name && (!state || place[1] === state))
  if (!found) throw new Error(`Unknown locality ${name}`)
  return found
}
