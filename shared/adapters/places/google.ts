/**
 * Places through the Google Maps JavaScript API (Places library: AutocompleteSuggestion and
 * Place). The Maps script is loaded on first use only, and this module itself is imported
 * lazily, so pages on the sandbox never download either.
 */
import { abortError, type PlaceDetails, type PlaceSuggestion, type PlacesPort } from './port.ts'

interface FormattableText {
  text: string
}
export interface GooglePlacePrediction {
  placeId: string
  text?: FormattableText
  mainText?: FormattableText | null
  secondaryText?: FormattableText | null
}
export interface GooglePlace {
  id?: string
  displayName?: string | null
  formattedAddress?: string | null
  location?: { lat(): number; lng(): number } | null
  fetchFields(options: { fields: string[] }): Promise<{ place: GooglePlace }>
}
export interface GooglePlacesLibrary {
  AutocompleteSessionToken: new () => object
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string
      includedRegionCodes?: string[]
      sessionToken?: object
    }): Promise<{ suggestions: { placePrediction: GooglePlacePrediction | null }[] }>
  }
  Place: new (options: { id: string }) => GooglePlace
}
export interface GoogleMapsNamespace {
  maps: { importLibrary(name: 'places'): Promise<unknown> }
}

declare global {
  interface Window {
    google?: GoogleMapsNamespace
  }
}

const callbackName = '__hireGoogleMapsReady'

/** Injects the Maps bootstrap script once and resolves with the `google` namespace. */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsNamespace> {
  if (window.google?.maps?.importLibrary) return Promise.resolve(window.google)
  return new Promise((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>
    globals[callbackName] = () =>
      window.google ? resolve(window.google) : reject(new Error('Google Maps did not load'))
    const script = document.createElement('script')
    const params = new URLSearchParams({
      key: apiKey,
      v: 'weekly',
      loading: 'async',
      callback: callbackName,
    })
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`
    script.async = true
    script.onerror = () => reject(new Error('Google Maps did not load'))
    document.head.append(script)
  })
}

export interface GooglePlacesOptions {
  apiKey: string
  /** Resolves the `google` namespace; tests pass a fake, browsers load the script. */
  load?: (apiKey: string) => Promise<GoogleMapsNamespace>
  /** ISO region codes suggestions are limited to */
  regions?: string[]
}

export function createGooglePlaces(options: GooglePlacesOptions): PlacesPort {
  const load = options.load ?? loadGoogleMaps
  let library: Promise<GooglePlacesLibrary> | undefined
  // One session token per typing session: suggestions and the details call after them.
  let sessionToken: object | undefined
  const places = () => {
    library ??= load(options.apiKey).then(
      (google) => google.maps.importLibrary('places') as Promise<GooglePlacesLibrary>,
    )
    return library
  }

  return {
    async autocomplete(input, signal) {
      const text = input.trim()
      if (!text) return []
      const lib = await places()
      if (signal?.aborted) throw abortError()
      sessionToken ??= new lib.AutocompleteSessionToken()
      const { suggestions } = await lib.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        includedRegionCodes: options.regions ?? ['au'],
        sessionToken,
      })
      if (signal?.aborted) throw abortError()
      const out: PlaceSuggestion[] = []
      for (const { placePrediction: prediction } of suggestions) {
        if (!prediction) continue
        out.push({
          placeId: prediction.placeId,
          main_text: prediction.mainText?.text ?? prediction.text?.text ?? '',
          secondary_text: prediction.secondaryText?.text ?? '',
        })
      }
      return out
    },
    async details(placeId, signal) {
      const lib = await places()
      const { place } = await new lib.Place({ id: placeId }).fetchFields({
        fields: ['displayName', 'formattedAddress', 'location'],
      })
      sessionToken = undefined
      if (signal?.aborted) throw abortError()
      if (!place.location) throw new Error('This place has no location')
      const address = place.formattedAddress ?? place.displayName ?? ''
      const [main, ...rest] = address.split(',')
      const details: PlaceDetails = {
        placeId,
        address,
        main_text: place.displayName ?? main?.trim() ?? '',
        secondary_text: rest.join(',').trim(),
        lat: place.location.lat(),
        lng: place.location.lng(),
      }
      return details
    },
  }
}
