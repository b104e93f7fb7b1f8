/**
 * The sandbox places service: autocomplete and details over the gazetteer. Matching is
 * case- and accent-insensitive and, like a real autocomplete, by the starts of words: names
 * starting with the input come first, then names with a word starting with it, then places
 * in a state whose name or abbreviation has a word starting with it ('tas', 'south');
 * bigger places first. Text inside a word does not match: 'man' offers Manly, not Hobart
 * (in Tasmania).
 *
 * A street address ('12 Pittwater Road, Manly' or '12 Pittwater Road Manly') is offered as
 * typed, in each locality its last words can name: the sandbox has no street map, so the
 * address keeps the locality's centre. Its id carries the street after the locality's id.
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

/** Whether `text` or one of its later words starts with `input` (both normalised). */
const hasWordStarting = (text: string, input: string) =>
  text.startsWith(input) || text.includes(` ${input}`)

function score(place: Locality, input: string): number | null {
  const name = normalise(place[0])
  if (name.startsWith(input)) return 0
  if (hasWordStarting(name, input)) return 1
  const state = `${place[1].toLowerCase()} ${normalise(stateNames[place[1]] ?? '')}`
  if (hasWordStarting(state, input)) return 2
  return null
}

function suggestion(place: Locality): PlaceSuggestion {
  return {
    placeId: placeIdOf(place),
    main_text: place[0],
    secondary_text: `${place[1]}, Australia`,
  }
}

/** Localities matching `query`, best first. */
function matching(query: string): Locality[] {
  return gazetteer
    .map((place) => ({ place, score: score(place, query) }))
    .filter((entry): entry is { place: Locality; score: number } => entry.score !== null)
    .sort(
      (a, b) =>
        a.score - b.score || a.place[4] - b.place[4] || a.place[0].localeCompare(b.place[0]),
    )
    .map((entry) => entry.place)
}

/** Between a locality's id and the street in a street address's id. */
const streetMark = '~'
/** What a street may hold: letters, digits and the marks of unit and lot numbers. */
const streetText = /^\d[\p{L}\d '/.-]*$/u

/**
 * A street address typed before its locality: the street (it starts with a number) and the
 * locality's words, split at a comma or, without one, before each of the last words.
 */
function streetSplits(input: string): { street: string; locality: string }[] {
  const text = input.trim().replace(/\s+/g, ' ')
  const comma = text.lastIndexOf(',')
  if (comma > 0) {
    return [{ street: text.slice(0, comma).trim(), locality: text.slice(comma + 1).trim() }]
  }
  const words = text.split(' ')
  return words
    .slice(2)
    .map((_, index) => ({
      street: words.slice(0, index + 2).join(' '),
      locality: words.slice(index + 2).join(' '),
    }))
    .reverse()
}

function streetSuggestions(input: string, limit: number): PlaceSuggestion[] {
  const found = new Map<string, PlaceSuggestion>()
  for (const { street, locality } of streetSplits(input)) {
    const query = normalise(locality)
    if (!query || !streetText.test(street) || street.length > 60) continue
    for (const place of matching(query).slice(0, limit)) {
      const placeId = `${placeIdOf(place)}${streetMark}${street}`
      const secondary_text = `${place[0]} ${place[1]}, Australia`
      found.set(placeId, { placeId, main_text: street, secondary_text })
    }
  }
  return [...found.values()].slice(0, limit)
}

export function autocomplete(input: string, limit: number): PlaceSuggestion[] {
  if (/^\s*\d/.test(input)) return streetSuggestions(input, limit)
  const query = normalise(input)
  if (!query) return []
  return matching(query)
    .slice(0, limit)
    .map((place) => suggestion(place))
}

export function placeDetails(placeId: string): PlaceDetails | null {
  const mark = placeId.indexOf(streetMark)
  const place = byId.get(mark < 0 ? placeId : placeId.slice(0, mark))
  if (!place) return null
  const [name, state, lat, lng] = place
  if (mark < 0) return { ...suggestion(place), address: `${name} ${state}, Australia`, lat, lng }
  const street = placeId.slice(mark + 1)
  if (!streetText.test(street)) return null
  return {
    placeId,
    main_text: street,
    secondary_text: `${name} ${state}, Australia`,
    address: `${street}, ${name} ${state}, Australia`,
    lat,
    lng,
  }
}

/** Looks a locality up by name and state, for seed data that must use real places. */
export function locality(name: string, state?: string): Locality {
  const found = gazetteer.find((place) => place[0] === name && (!state || place[1] === state))
  if (!found) throw new Error(`Unknown locality ${name}`)
  return found
}
