/**
 * 'Use my current location': the browser position, or the default location near Sydney
 * when it is refused (with the spec's message), or an alert when the browser has no
 * geolocation at all.
 */
import { locate } from '../../shared/adapters/geolocation.ts'
import { messages } from '../../shared/contract/core/messages.ts'
import { showError } from '../../shared/stores/core/feedback.ts'
import { type ChosenPlace, currentPlaceLabel, defaultPlace } from './place.ts'

export async function currentLocation(owner?: string): Promise<ChosenPlace | null> {
  const result = await locate()
  switch (result.status) {
    case 'unsupported':
      window.alert(messages.geolocationUnsupported)
      return null
    case 'denied':
      showError(messages.locationBlocked, owner)
      return defaultPlace()
    case 'unavailable':
      return defaultPlace()
    default:
      return { label: currentPlaceLabel, lat: result.lat, lng: result.lng }
  }
}
