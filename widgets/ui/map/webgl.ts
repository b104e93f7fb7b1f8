/**
 * Whether this browser can draw the map. Asked before anything is downloaded: without
 * WebGL the map library is useless, and the markers show as a list instead.
 */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas')
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    // Browsers cap live contexts; free the probe's at once rather than at garbage collection.
    gl?.getExtension('WEBGL_lose_context')?.loseContext()
    return Boolean(gl)
  } catch {
    return false
  }
}
