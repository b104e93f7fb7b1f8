/** Places through our own API (GET /places/autocomplete and /places/details), served by the sandbox gazetteer. */
import { api } from '../../api/client.ts'
import {
  type PlaceDetails,
  type PlaceSuggestion,
  placesCalls,
} from '../../contract/catalogue/places.ts'
import type { PlacesPort } from './port.ts'

export const sandboxPlaces: PlacesPort = {
  async autocomplete(input, signal) {
    const text = input.trim()
    if (!text) return []
    const data = await api.get<PlaceSuggestion[] | { list: PlaceSuggestion[] }>(
      placesCalls.autocomplete.path,
      { query: { input: text.slice(0, 100) }, signal, auth: 'basic' },
    )
    // Accept both a bare array and a list envelope, as list calls answer data.list.
    return Array.isArray(data) ? data : (data?.list ?? [])
  },
  details(placeId, signal) {
    return api.get<PlaceDetails>(placesCalls.details.path, {
      query: { placeId },
      signal,
      auth: 'basic',
    })
  },
}
