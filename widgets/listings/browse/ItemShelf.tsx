/**
 * Island: a fixed list of item cards the server fetched (a category's Trending and All
 * Listings, the activities page's Trending Listings, a story's related items), as a grid
 * or a sideways row. 'No result found' when there is nothing. The page hosts the sign-in
 * dialog a guest's bookmark opens (an account island with view 'sign-in').
 */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { BrowseRoot } from './BrowseRoot.tsx'
import { ItemCards } from './ItemCards.tsx'

export interface ItemShelfProps {
  items: ItemSummary[]
  /** the section's name, for the row's buttons */
  label: string
  layout?: 'grid' | 'row'
  headingLevel?: 'h2' | 'h3'
}

export function ItemShelf({ items, label, layout = 'grid', headingLevel }: ItemShelfProps) {
  return (
    <BrowseRoot>
      {items.length ? (
        <ItemCards items={items} layout={layout} label={label} headingLevel={headingLevel} />
      ) : (
        <p className="browse-empty">{messages.noResult}</p>
      )}
    </BrowseRoot>
  )
}

export default ItemShelf
