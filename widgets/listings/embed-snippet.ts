/** The code a supplier pastes into their own site to show their listings there. */
import { snippetFor } from '../embed/snippet.ts'

export function embedSnippet(supplierId: string | number, siteBase: string): string {
  return snippetFor(
    { widget: 'listings', mode: 'inline', supplierId: String(supplierId) },
    siteBase,
  )
}
