/**
 * Marker elements: each marker is a real link (or, without an href, a button that centres
 * the map on it), so Tab reaches it and Enter follows it. The name is visible on hover and
 * focus as a small tip; the pin itself is decorative.
 */
import type { MapMarker } from '../types.ts'

export function markerElement(marker: MapMarker, onActivate?: () => void): HTMLElement {
  const element = document.createElement(marker.href ? 'a' : 'button')
  element.className = 'hire-map-marker'
  element.setAttribute('aria-label', marker.label)
  // maplibre gives any marker without a role the role 'button'; a link must stay a link.
  element.setAttribute('role', marker.href ? 'link' : 'button')
  if (element instanceof HTMLAnchorElement && marker.href) element.href = marker.href
  if (element instanceof HTMLButtonElement) {
    element.type = 'button'
    if (onActivate) element.addEventListener('click', onActivate)
  }
  element.dataset.markerId = String(marker.id)
  const pin = document.createElement('span')
  pin.className = 'hire-map-pin'
  pin.setAttribute('aria-hidden', 'true')
  const tip = document.createElement('span')
  tip.className = 'hire-map-tip'
  tip.setAttribute('aria-hidden', 'true')
  tip.textContent = marker.label
  element.append(pin, tip)
  return element
}
