/**
 * Chooses the places implementation from the page configuration: the sandbox (our API)
 * by default, Google when `configure({ places: { provider: 'google', apiKey } })` says so.
 * The Google module is imported on demand, so it stays out of the default bundle.
 */
import { $config } from '../../config.ts'
import type { PlacesPort } from './port.ts'
import { sandboxPlaces } from './sandbox.ts'

export type { PlaceDetails, PlaceSuggestion, PlacesConfig, PlacesPort } from './port.ts'

let cached: { key: string; port: Promise<PlacesPort> } | undefined

export function placesPort(): Promise<PlacesPort> {
  const config = $config.get().places
  if (config?.provider !== 'google' || !config.apiKey) return Promise.resolve(sandboxPlaces)
  const key = config.apiKey
  if (cached?.key !== key) {
    cached = {
      key,
      port: import('./google.ts').then(({ createGooglePlaces }) =>
        createGooglePlaces({ apiKey: key }),
      ),
    }
  }
  return cached.port
}
