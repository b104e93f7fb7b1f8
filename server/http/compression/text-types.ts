/**
 * Which responses are text worth compressing, and the content type of each text file the
 * build writes (served from its precompressed `.br`/`.gz` copy, whose own extension says
 * nothing about what it holds). Images other than SVG, video and PDFs are compressed already.
 */

/** Smaller bodies gain too little (a packet either way) to be worth a coding. */
export const minimumCompressedBytes = 1024

const textFiles: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** The content type of a text file by its name, or null when it is not text. */
export function textFileType(path: string): string | null {
  const dot = path.lastIndexOf('.')
  return dot < 0 ? null : (textFiles[path.slice(dot).toLowerCase()] ?? null)
}

/**
 * HTML, scripts, styles, JSON (API answers, the custom-elements manifest), SVG and XML
 * (sitemap). Event streams are left alone: a coding would hold their events back.
 */
export function isCompressibleType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!type || type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    /^application\/(json|javascript|ecmascript|xml|manifest\+json|x-javascript|wasm)$/.test(type) ||
    /\+(json|xml)$/.test(type) ||
    type === 'image/svg+xml'
  )
}
