import { act, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The engine module stands in for maplibre: the test sees when (if ever) it is imported.
const engine = vi.hoisted(() => ({
  imported: 0,
  mountMap: vi.fn(),
  handle: { setMarkers: vi.fn(), setView: vi.fn(), remove: vi.fn() },
}))
vi.mock('./engine/maplibre-map.ts', () => {
  engine.imported += 1
  return { mountMap: engine.mountMap }
})

const { MapView } = await import('./MapView.tsx')

/** An IntersectionObserver the test drives: `reveal()` reports every target as visible. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
class TestObserver {
  entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    this.entry.targets = []
  }
}
function reveal() {
  act(() => {
    for (const { callback, targets } of observers) {
      const entries = targets.map((target) => ({ target, isIntersecting: true }))
      if (entries.length) callback(entries as unknown as IntersectionObserverEntry[], {} as never)
    }
  })
}

let webgl = true
const originalGetContext = HTMLCanvasElement.prototype.getContext

beforeEach(() => {
  observers.length = 0
  engine.mountMap.mockReset()
  engine.mountMap.mockResolvedValue(engine.handle)
  vi.stubGlobal('IntersectionObserver', TestObserver)
  webgl = true
  // happy-dom has no WebGL; a stand-in context says whether the browser "has" it.
  HTMLCanvasElement.prototype.getContext = ((kind: string) =>
    webgl && kind.startsWith('webgl') ? ({ getExtension: () => null } as never) : null) as never
})
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = originalGetContext
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const markers = [
  { id: 'a', latitude: -33.9, longitude: 151.2, label: 'Kayak, $40 a day', href: '/equipments/a' },
  { id: 'b', latitude: 0, longitude: 0, label: 'Nowhere', href: '/equipments/b' },
]

describe('MapView', () => {
  it('reserves its box and loads nothing until it is shown', async () => {
    render(<MapView label="Map of results" latitude={0} longitude={0} markers={markers} />)
    const region = screen.getByRole('region', { name: 'Map of results' })
    expect(region.style.height).toBe('360px')
    expect(screen.getByRole('status').textContent).toBe('Loading map')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(engine.imported).toBe(0)
    expect(engine.mountMap).not.toHaveBeenCalled()

    reveal()
    await waitFor(() => expect(engine.mountMap).toHaveBeenCalledTimes(1))
    expect(engine.imported).toBe(1)
    const [container, options] = engine.mountMap.mock.calls[0] ?? []
    expect(region.contains(container as Node)).toBe(true)
    // Latitude and longitude 0 mean unset: the default centre and zoom; unplaced markers drop.
    expect(options).toEqual({
      centre: { lat: -33.87, lng: 151.21 },
      zoom: 9,
      markers: [markers[0]],
    })
    await waitFor(() => expect(region.dataset.phase).toBe('ready'))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('follows new markers and centre once loaded, and removes the map when unmounted', async () => {
    const view = render(<MapView label="Map" latitude={-27.47} longitude={153.03} zoom={11} />)
    reveal()
    await waitFor(() => expect(screen.getByRole('region').dataset.phase).toBe('ready'))
    view.rerender(<MapView label="Map" latitude={-28} longitude={153.4} markers={markers} />)
    expect(engine.handle.setMarkers).toHaveBeenLastCalledWith([markers[0]])
    expect(engine.handle.setView).toHaveBeenLastCalledWith({ lat: -28, lng: 153.4 }, 9)
    view.unmount()
    expect(engine.handle.remove).toHaveBeenCalled()
  })

  it('lists the markers as links, without downloading the map, when WebGL is missing', async () => {
    webgl = false
    render(<MapView label="Map of results" latitude={-33.9} longitude={151.2} markers={markers} />)
    reveal()
    expect(await screen.findByText('The map cannot be shown in this browser.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Kayak, $40 a day' })
    expect(link.getAttribute('href')).toBe('/equipments/a')
    expect(screen.queryByRole('link', { name: 'Nowhere' })).toBeNull()
    expect(engine.mountMap).not.toHaveBeenCalled()
  })

  it('falls back to the list when the map fails to load', async () => {
    engine.mountMap.mockRejectedValue(new Error('Failed to initialize WebGL'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<MapView label="Location" latitude={-42.88} longitude={147.33} markers={markers} />)
    reveal()
    expect(await screen.findByRole('link', { name: 'Kayak, $40 a day' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Location' }).dataset.phase).toBe('failed')
    warn.mockRestore()
  })
})
