/**
 * A pick-up location as one line of text, and a distance. The address a supplier picks
 * often ends with its suburb and state already ('106 The Corso, Manly NSW', as the places
 * service and the sample data give it), while the item also stores them apart (city,
 * state): the line adds only what the address leaves out, so nothing shows twice.
 */

export interface PlaceParts {
  address?: string | null | undefined
  city?: string | null | undefined
  state?: string | null | undefined
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `word` stands as whole words in `text`, whatever the case. */
function hasWords(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${literal(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text)
}

/**
 * '106 The Corso, Manly NSW' from that address with city Manly and state NSW; '12 Pittwater
 * Road, Manly NSW' from '12 Pittwater Road'; 'Manly NSW, Australia' (a suburb picked as the
 * address) as it is. Behind a street number only what follows the first comma counts as
 * the locality: a street named like the suburb ('3 Manly Road') still gets it.
 */
export function placeLine(place: PlaceParts | null | undefined): string {
  const address = place?.address?.trim() ?? ''
  const city = place?.city?.trim() ?? ''
  const state = place?.state?.trim() ?? ''
  const comma = address.indexOf(',')
  const startsWithStreet = /^\d/.test(address)
  const locality = !startsWithStreet ? address : comma < 0 ? '' : address.slice(comma + 1)
  const hasCity = !city || hasWords(locality, city)
  const hasState = !state || hasWords(locality, state)
  if (hasCity && hasState) return address
  if (hasCity) return `${address} ${state}`
  const missing = hasState ? city : `${city} ${state}`.trim()
  return address ? `${address}, ${missing}` : missing
}

/** '3.4 km away' (one decimal, as on item cards); nothing without a distance. */
export function distanceText(km: number | null | undefined): string | null {
  return typeof km === 'number' && Number.isFinite(km) ? `${km.toFixed(1)} km away` : null
}
