/**
 * The supplier's ready-to-paste embed code for their own listings, with a copy button.
 */
export interface EmbedSnippetProps {
  supplierId: string | number
  /** origin of the marketplace serving the widget bundle */
  siteBase?: string
}

export function EmbedSnippet(_props: EmbedSnippetProps) {
  return null
}

export default EmbedSnippet
