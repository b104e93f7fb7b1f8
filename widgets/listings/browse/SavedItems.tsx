/**
 * Island of /saved-item ('Your saved items'): the signed-in user's bookmarks, 5 a page
 * with infinite loading. Unsaving an item takes its card away once the server confirmed;
 * focus moves to the next card's bookmark (or the empty state's link) and screen readers
 * hear what was removed.
 * Hydrated only for a signed-in user (the page's route guard); the server renders the
 * skeleton, since only the browser knows who is signed in.
 */
import { useEffect, useRef, useState } from 'react'
import {
  browseMessages,
  browsePageSizes,
  equipmentListPath,
} from '../../../shared/contract/catalogue/browse.ts'
import { createSavedItems } from '../../../shared/stores/catalogue/browse-lists.ts'
import { useStore } from '../../runtime/use-store.ts'
import { BrowseRoot } from './BrowseRoot.tsx'
import { shownItems } from './EquipmentList.tsx'
import { ItemCards } from './ItemCards.tsx'
import { PagedView } from './PagedView.tsx'
import { ItemCardSkeleton } from './Skeletons.tsx'

const key = 'saved'

export function SavedItems() {
  const [list] = useState(createSavedItems)
  const value = useStore(list.$list)
  useEffect(() => {
    void list.open(key)
  }, [list])

  const root = useRef<HTMLDivElement>(null)
  const [removedAt, setRemovedAt] = useState<number | null>(null)
  const [notice, setNotice] = useState('')

  const onBookmarkChange = (itemId: string, bookMarked: boolean) => {
    if (bookMarked) return
    const shown = list.$list.get().list
    const index = shown.findIndex((item) => item._id === itemId)
    if (index < 0) return
    list.remove(itemId)
    setNotice(`${shown[index]?.itemName ?? 'The item'} removed from your saved items.`)
    setRemovedAt(index)
  }

  // The removed card held focus: hand it to the card that took its place.
  useEffect(() => {
    if (removedAt === null || !root.current) return
    const buttons = root.current.querySelectorAll<HTMLElement>('.item-card__bookmark')
    const next = buttons[Math.min(removedAt, buttons.length - 1)]
    ;(next ?? root.current.querySelector<HTMLElement>('.browse-empty a'))?.focus()
    setRemovedAt(null)
  }, [removedAt, value.list])

  return (
    <BrowseRoot>
      <div ref={root}>
        <PagedView
          status={value.status}
          count={value.list.length}
          done={value.done}
          error={value.error}
          skeleton={<ItemCardSkeleton />}
          skeletonCount={browsePageSizes.savedItems}
          empty={
            <p className="browse-empty">
              {browseMessages.noSavedItems}
              <br />
              <a href={equipmentListPath('POPULAR')}>Find something to save</a>
            </p>
          }
          shownLabel={shownItems}
          notice={notice}
          onMore={() => {
            setNotice('')
            void list.loadMore()
          }}
          onRetry={() => void list.retry()}
        >
          <ItemCards
            items={value.list}
            label={browseMessages.savedItemsTitle}
            headingLevel="h2"
            onBookmarkChange={onBookmarkChange}
          />
        </PagedView>
      </div>
    </BrowseRoot>
  )
}

export default SavedItems
