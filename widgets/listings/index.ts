/** hire-listings for our own site and for hosts that bundle the components themselves. */

export { parseListingsAttributes } from './attributes.ts'
export { EmbedSnippet, type EmbedSnippetProps } from './EmbedSnippet.tsx'
export { embedSnippet } from './embed-snippet.ts'
export { default, ListingsWidget, type ListingsWidgetProps } from './ListingsWidget.tsx'
