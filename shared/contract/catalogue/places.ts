/** Place lookup for destination and address autocomplete (served by the sandbox places port). */
import { object, optional, size, string } from 'superstruct'
import { queryInt } from '../core/fields.ts'

export const placesCalls = {
  autocomplete: { method: 'GET', path: '/places/autocomplete' },
  details: { method: 'GET', path: '/places/details' },
} as const

/** Shaped like the recent-search location entries of spec part 1 section 3. */
export interface PlaceSuggestion {
  placeId: string
  main_text: string
  secondary_text: string
}
export interface PlaceDetails {
  placeId: string
  address: string
  main_text: string
  secondary_text: string
  lat: number
  lng: number
}

export const autocompleteQuery = object({
  input: size(string(), 1, 100),
  limit: optional(queryInt(1, 10)),
})
export const detailsQuery = object({ placeId: size(string(), 1, 100) })
