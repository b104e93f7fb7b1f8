/** The map's props, apart from the component so the map engine can share them. */
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
