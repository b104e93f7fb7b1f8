/**
 * Island of /list/equipments/{type}/{id}: the related items of an item, the outdoor
 * weekend list or the most popular items, 12 a page with infinite loading. The server
 * renders the first page (`initial`); the island adopts it without a call.
 */
import { useEffect, useState } from 'react'
import type { EquipmentListType } from '../../../shared/contract/catalogue/browse.ts'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { plural } from '../../../shared/format/text.ts'
import { createEquipmentList } from '../../../shared/stores/catalogue/browse-lists.ts'
import { useStore } from '../../runtime/use-store.ts'
import { BrowseRoot } from './BrowseRoot.tsx'
import { ItemCards } from './ItemCards.tsx'
import { PagedView, serverFirst } from './PagedView.tsx'
import { ItemCardSkeleton } from './Skeletons.tsx'

export interface EquipmentListProps {
  type: EquipmentListType
  /** the item whose related items are listed (RELATED_ITEM) */
  itemId?: string | undefined
  /** the page's heading, naming the list for its buttons */
  title: string
  /** the first page, rendered by the server; null when its call failed */
  initial?: ListData<ItemSummary> | null
}

export const shownItems = (count: number) => `${plural(count, 'item')} shown`

export function EquipmentList({ type, itemId, title, initial = null }: EquipmentListProps) {
  const [list] = useState(() => createEquipmentList(itemId))
  const value = useStore(list.$list)
  useEffect(() => {
    void list.open(type, initial)
  }, [list, type, initial])

  const { items, paged } = serverFirst(list, value, type, initial)

  return (
    <BrowseRoot>
      <PagedView
        {...paged}
        skeleton={<ItemCardSkeleton />}
        skeletonCount={4}
        empty={<p className="browse-empty">{messages.noResult}</p>}
        shownLabel={shownItems}
      >
        <ItemCards items={items} label={title} headingLevel="h2" />
      </PagedView>
    </BrowseRoot>
  )
}

export default EquipmentList
