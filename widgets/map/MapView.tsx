/**
 * A map of places with markers. The map library and its style load only when the map is
 * shown (scrolled into view or revealed), never with the page or widget that holds it.
 */
export interface MapMarker {
  id: string | number
  latitude: number
  longitude: number
  /** accessible name of the marker, e.g. the item's name and price */
  label: string
  /** where activating the marker goes (an item or destination page) */
  href?: string
}

export interface MapViewProps {
  /** accessible name of the map region, e.g. 'Map of results' */
  label: string
  latitude: number
  longitude: number
  zoom?: number
  markers?: MapMarker[]
  /** CSS height of the map box (reserved before load so nothing shifts) */
  height?: string
}

export function MapView({ label, height = '360px' }: MapViewProps) {
  return <div role="region" aria-label={label} className="hire-map" style={{ height }} />
}

export default MapView
