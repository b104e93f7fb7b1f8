/**
 * Item cards as the signed-in user sees them. The server renders cards as anyone sees them
 * (nothing saved); once hydrated, the user's own saved flags apply. The first render in the
 * browser must equal the server's (hydration keeps the server's attributes), so the flags
 * apply from the second render on.
 */
import { useCallback, useEffect, useState } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  $savedFlags,
  recordBookmark,
  withSavedFlag,
} from '../../../shared/stores/catalogue/saved-flags.ts'
import { useStore } from '../../runtime/use-store.ts'

export interface SavedFlags {
  /** the item with the user's saved flag */
  flag: <T extends ItemSummary>(item: T) => T
  /** for ItemCard's onBookmarkChange: every card of the item follows */
  record: (itemId: string, bookMarked: boolean) => void
}

export function useSavedFlags(): SavedFlags {
  const flags = useStore($savedFlags)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const flag = useCallback(
    <T extends ItemSummary>(item: T): T => (mounted ? withSavedFlag(item, flags) : item),
    [mounted, flags],
  )
  return { flag, record: recordBookmark }
}
