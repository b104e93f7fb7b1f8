/** The code a supplier pastes into their own site to show their listings there. */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function embedSnippet(supplierId: string | number, siteBase: string): string {
  const origin = siteBase.replace(/\/+$/, '')
  return [
    `<script type="module" src="${escapeAttribute(origin)}/widgets/hire-widgets.js"></script>`,
    `<hire-listings supplier-id="${escapeAttribute(String(supplierId))}"></hire-listings>`,
  ].join('\n')
}
