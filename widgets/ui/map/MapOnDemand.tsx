/**
 * A still picture of the map (drawn by the server from the offline map data, the point
 * marked) with 'Show interactive map': the map engine downloads only when the visitor asks
 * for it. For a pick-up point (an item's, a booking's), where the
 * address beside it says where the point is and the picture shows what is around it.
 */
import { useRef, useState } from 'react'
import { hasPosition } from '../../../shared/adapters/maps/centre.ts'
import { staticMapUrl } from '../../../shared/contract/maps/static-map-url.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import { MapView } from './MapView.tsx'
import stillCss from './still-map.css?inline'
import type { MapViewProps } from './types.ts'

/** The picture's size: it covers the box (centred on the point), up to a wide desktop column. */
const picture = { width: 800, height: 350, zoom: 11 }

/**
 * Rendered on our site's server, the API base is the renderer's own internal address, which
 * the page may not load from: the path alone is served by the page's origin (the same server
 * answers /media). In the browser (an embed on a partner page) it is the API's origin.
 */
function pictureSrc(latitude: number, longitude: number): string {
  const path = staticMapUrl({ lat: latitude, lng: longitude, ...picture })
  return typeof document === 'undefined' ? path : mediaUrl(path)
}

export function MapOnDemand(props: MapViewProps) {
  const [interactive, setInteractive] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const { label, latitude, longitude } = props
  if (interactive) {
    return (
      <div ref={box} className="hire-map-live" tabIndex={-1}>
        <style>{stillCss}</style>
        <MapView {...props} />
      </div>
    )
  }
  const placed = hasPosition({ latitude, longitude })
  const open = () => {
    setInteractive(true)
    // The button leaves with the picture: keep the keyboard on the map that replaces it.
    requestAnimationFrame(() => box.current?.focus())
  }
  return (
    <section className="hire-map-still" aria-label={label} style={{ height: props.height }}>
      <style>{stillCss}</style>
      {placed ? (
        <img
          src={pictureSrc(latitude, longitude)}
          alt="Still map with the pick-up point marked"
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <button type="button" className="hire-button hire-map-open" onClick={open}>
        Show interactive map
      </button>
    </section>
  )
}

export default MapOnDemand
