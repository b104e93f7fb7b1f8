/**
 * Chooses the places implementation from the page configuration: the sandbox (our API)
 * by default, Google when `configure({ places: { provider: 'google', apiKey } })` says so.
 * The Google module is imported on demand, so it stays out of the default bundle.
 */
import { $config } from '../../config.ts'
import { portPerKey } from '../port-per-key.ts'
import type { PlacesPort } from './port.ts'
import { sandboxPlaces } from './sandbox.ts'

export type { PlaceDetails, PlaceSuggestion, PlacesConfig, PlacesPort } from './port.ts'

const googlePlaces = portPerKey<PlacesPort>()

export function placesPort(): Promise<PlacesPort> {
  const config = $config.get().places
  if (config?.provider !== 'google' || !config.apiKey) return Promise.resolve(sandboxPlaces)
  const key = config.apiKey
  return googlePlaces(key, () =>
    import('./google.ts').then(({ createGooglePlaces }) => createGooglePlaces({ apiKey: key })),
  )
}
