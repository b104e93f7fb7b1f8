/**
 * maplibre-gl's standard build: it starts its worker from a blob: URL made of code it
 * carries, which the site's CSP allows (worker-src 'self' blob:) and which works on a
 * partner's page too; the CSP build's separate worker file would cost 94 KB more.
 * maplibre-gl ships only a UMD build. Bundled as a module it drags CommonJS interop
 * helpers into the bundler's shared runtime, which every widget's first load carries; run
 * as a classic script (once per page) it costs the widgets nothing until a map is shown.
 * The script sets `window.maplibregl`; we take it and give the page back what it had (a
 * partner's own map library, of another version, which we neither use nor replace).
 */
import type * as MapLibre from 'maplibre-gl'
import libraryFile from 'maplibre-gl/dist/maplibre-gl.js?url'
import { loadOnce } from '../../lazy/load-once.ts'

export type MapLibreGl = typeof MapLibre

declare global {
  interface Window {
    maplibregl?: MapLibreGl
  }
}

function inject(src: string): Promise<MapLibreGl> {
  return new Promise((resolve, reject) => {
    const pages = Object.getOwnPropertyDescriptor(window, 'maplibregl')
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.crossOrigin = 'anonymous'
    script.onload = () => {
      const library = window.maplibregl
      if (pages) Object.defineProperty(window, 'maplibregl', pages)
      else Reflect.deleteProperty(window, 'maplibregl')
      script.remove()
      if (library && library !== pages?.value) resolve(library)
      else reject(new Error('The map library did not load.'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error('The map library could not be downloaded.'))
    }
    document.head.append(script)
  })
}

/** The script, added once; after a failed download the next map adds it again. */
const injectLibrary = loadOnce(() => inject(new URL(libraryFile, import.meta.url).href))

export function loadMaplibre(): Promise<MapLibreGl> {
  return injectLibrary()
}
