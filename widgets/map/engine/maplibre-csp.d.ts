// maplibre-gl's CSP build (worker in a separate file) has the same API as its main entry.
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import * as maplibregl from 'maplibre-gl'
  export default maplibregl
}
