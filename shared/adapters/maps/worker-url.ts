/**
 * The URL maplibre starts its worker from. A Worker can only be constructed from a
 * same-origin URL, but embedded on a partner's page our scripts come from another origin:
 * there the worker script is fetched (our static route sends CORS headers) and started
 * from a blob: URL. On our own pages the file's URL is used as is (cacheable, no blob).
 */
const blobs = new Map<string, Promise<string>>()

export function workerScriptUrl(
  scriptUrl: string,
  pageUrl = globalThis.location?.href,
): Promise<string> {
  if (!pageUrl) return Promise.resolve(scriptUrl)
  const absolute = new URL(scriptUrl, pageUrl)
  // data: and blob: URLs (and same-origin files) start a worker as they are.
  const crossOrigin =
    /^https?:$/.test(absolute.protocol) && absolute.origin !== new URL(pageUrl).origin
  if (!crossOrigin) return Promise.resolve(absolute.href)
  let url = blobs.get(absolute.href)
  if (!url) {
    url = fetch(absolute.href, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`Map worker: ${response.status} ${absolute.href}`)
        return response.blob()
      })
      .then((blob) => URL.createObjectURL(new Blob([blob], { type: 'text/javascript' })))
    // A failed fetch is not cached: the next map may try again.
    url.catch(() => blobs.delete(absolute.href))
    blobs.set(absolute.href, url)
  }
  return url
}
