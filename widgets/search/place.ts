/** The destination the user chose, whichever way they chose it. */
import { defaultLocation } from '../../shared/adapters/geolocation.ts'
import type { PlaceDetails } from '../../shared/adapters/places/index.ts'
import type { RecentLocation } from '../../shared/stores/catalogue/recent-searches.ts'

export interface ChosenPlace {
  /** what the field shows */
  label: string
  /** sent as `address`; absent for the user's own position */
  address?: string
  lat: number
  lng: number
  /** set for places from the places service, which go into recent searches */
  recent?: RecentLocation
}

export function placeFromDetails(details: PlaceDetails): ChosenPlace {
  const recent: RecentLocation = {
    address: details.address,
    placeId: details.placeId,
    main_text: details.main_text,
    secondary_text: details.secondary_text,
    lat: details.lat,
    lng: details.lng,
  }
  return placeFromRecent(recent)
}

export function placeFromRecent(recent: RecentLocation): ChosenPlace {
  return {
    label: recent.main_text,
    address: recent.address,
    lat: recent.lat,
    lng: recent.lng,
    recent,
  }
}

export const currentPlaceLabel = 'Current location'

export function defaultPlace(): ChosenPlace {
  return {
    label: defaultLocation.label,
    address: defaultLocation.label,
    lat: defaultLocation.lat,
    lng: defaultLocation.lng,
  }
}
