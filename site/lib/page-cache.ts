/**
 * Rendered pages that are the same for every signed-out visitor (the home page), kept in
 * memory so a crowd costs one render every few seconds instead of one each:
 *
 * - a page is stored only when it says so (`shareable()`: every section loaded; a page with
 *   a retry state never is), answered 200 and sets no cookie;
 * - each entry belongs to the shared data's generation (shared-data.ts: the API's content
 *   version moved, every entry is retired at once) and is fresh for `freshMs`; after that
 *   one request renders it again while the others are still served the stored copy;
 * - every answer carries its own CSP nonce: the stored page's nonce is replaced, in the HTML
 *   and in the policy, by the nonce of the request it is served to;
 * - at most `maxEntries` pages (keys include the request's origin, which a client names).
 */

export interface RenderedPage {
  response: Response
  /** read after the body: true when the page may be served to other visitors */
  shareable: () => boolean
}

export interface PageCacheOptions {
  freshMs: number
  maxEntries: number
  now?: () => number
}

interface StoredPage {
  html: string
  status: number
  headers: [string, string][]
  nonce: string
  storedAt: number
  generation: number
}

export interface PageCache {
  serve(
    key: string,
    generation: number,
    nonce: string,
    render: () => Promise<RenderedPage>,
  ): Promise<Response>
}

/** The stored page as this request's answer, with its own nonce. */
function reissue(page: StoredPage, nonce: string): Response {
  const headers = new Headers()
  for (const [name, value] of page.headers)
    headers.append(name, value.replaceAll(page.nonce, nonce))
  return new Response(page.html.replaceAll(page.nonce, nonce), { status: page.status, headers })
}

export function pageCache({ freshMs, maxEntries, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, StoredPage>()
  const rendering = new Map<string, Promise<StoredPage | null>>()

  function keep(key: string, page: StoredPage) {
    entries.delete(key)
    entries.set(key, page)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  async function renderAndKeep(
    key: string,
    generation: number,
    nonce: string,
    render: () => Promise<RenderedPage>,
    settle: (page: StoredPage | null) => void,
  ): Promise<Response> {
    const { response, shareable } = await render()
    if (response.status !== 200 || response.headers.has('set-cookie')) {
      settle(null)
      return response
    }
    const html = await response.text()
    const page: StoredPage | null = shareable()
      ? {
          html,
          status: response.status,
          headers: [...response.headers],
          nonce,
          storedAt: now(),
          generation,
        }
      : null
    if (page) keep(key, page)
    settle(page)
    return new Response(html, { status: response.status, headers: response.headers })
  }

  return {
    async serve(key, generation, nonce, render) {
      const stored = entries.get(key)
      const current = stored?.generation === generation ? stored : undefined
      if (current && (now() - current.storedAt < freshMs || rendering.has(key))) {
        return reissue(current, nonce)
      }
      const running = rendering.get(key)
      if (running) {
        // Concurrent first visitors share one render; if it could not be kept, each renders.
        const page = await running
        if (page && page.generation === generation) return reissue(page, nonce)
      }
      let settle: (page: StoredPage | null) => void = () => {}
      const pending = new Promise<StoredPage | null>((resolve) => {
        settle = resolve
      })
      rendering.set(key, pending)
      try {
        return await renderAndKeep(key, generation, nonce, render, settle)
      } finally {
        settle(null)
        if (rendering.get(key) === pending) rendering.delete(key)
      }
    },
  }
}
