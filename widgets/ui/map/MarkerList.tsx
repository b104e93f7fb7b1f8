/**
 * What a browser that cannot draw the map shows in its place: a short notice and the
 * markers as a list of links, so every place on the map is still reachable.
 */
import type { MapMarker } from './types.ts'

export function MarkerList({ markers }: { markers: MapMarker[] }) {
  return (
    <div className="hire-map-fallback">
      <p>The map cannot be shown in this browser.</p>
      {markers.length ? (
        <ul>
          {markers.map((marker) => (
            <li key={marker.id}>
              {marker.href ? <a href={marker.href}>{marker.label}</a> : marker.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
