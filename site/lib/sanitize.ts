/**
 * Server-side HTML sanitising for content the API returns as HTML (legal pages, stories).
 * DOMPurify runs on jsdom, the server DOM its authors test against; jsdom is loaded on the
 * first call only, so pages without HTML content never pay for it.
 */
import type { DOMPurify } from 'dompurify'
import { contentHtmlPolicy } from '../../shared/domain/lib/html-policy.ts'

let purifier: Promise<DOMPurify> | null = null

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ])
  const { window } = new JSDOM('')
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      // Only new tabs are allowed, and they must not get a handle on our window.
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
    // Content images carry no description of their own; mark them decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
  })
  return purify
}

const options = {
  ...contentHtmlPolicy,
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
  // Ids and names from content are prefixed so they cannot clobber the page's own globals.
  SANITIZE_NAMED_PROPS: true,
}

/** Safe HTML for `set:html`; an empty string when the input is empty or sanitising fails. */
export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return ''
  try {
    purifier ??= createPurifier()
    const purify = await purifier
    return purify.sanitize(html, options)
  } catch (error) {
    purifier = null
    console.error(`[site] could not sanitise HTML: ${(error as Error).message}`)
    return ''
  }
}
