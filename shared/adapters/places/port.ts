/**
 * The places port: destination and address autocomplete. Suggestions and details keep the
 * field names of spec part 1 section 3 (placeId, main_text, secondary_text, lat, lng).
 */
import type { PlaceDetails, PlaceSuggestion } from '../../contract/catalogue/places.ts'

export type { PlaceDetails, PlaceSuggestion }

export interface PlacesPort {
  /** Suggestions for typed text; rejects with an AbortError when `signal` aborts. */
  autocomplete(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>
  /** Address and coordinates of a suggestion; rejects with an AbortError when `signal` aborts. */
  details(placeId: string, signal?: AbortSignal): Promise<PlaceDetails>
}

/** Which implementation the page uses: `configure({ places: { provider: 'google', apiKey } })`. */
export interface PlacesConfig {
  provider: 'sandbox' | 'google'
  /** Google Maps JavaScript API key (provider 'google' only) */
  apiKey?: string
}

declare module '../../config.ts' {
  interface HireConfig {
    places?: PlacesConfig
  }
}

export function abortError(): Error {
  const error = new Error('The operation was aborted.')
  error.name = 'AbortError'
  return error
}
