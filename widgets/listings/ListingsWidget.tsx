/**
 * `<hire-listings>`: a grid of item cards for a supplier or a search, for suppliers' and
 * partners' own pages. Attributes are read by `attributes.ts` (problems are shown and
 * reported as hire-error); the list lives in a store of its own (`listings-store.ts`).
 * A card announces `hire-item-open` (cancelable), then opens the item on the marketplace,
 * or here in a dialog when `open-inline` is set.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { $config } from '../../shared/config.ts'
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'
import { createListings, type ListingsValue } from '../../shared/stores/catalogue/listings.ts'
import { emit } from '../runtime/events.ts'
import { useHost } from '../runtime/host.ts'
import { useStore } from '../runtime/use-store.ts'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import itemCardCss from '../ui/item-card.css?inline'
import { useAuthPromptHost } from '../ui/sign-in/use-auth-prompt-host.ts'
import uiCss from '../ui/ui.css?inline'
import { type ListingsAttributes, parseListingsAttributes, sourceKey } from './attributes.ts'
import { announceItemOpen } from './events.ts'
import { ItemDialog } from './ItemDialog.tsx'
import { ListingsGrid } from './ListingsGrid.tsx'
import listingsCss from './listings.css?inline'

export interface ListingsWidgetProps extends ListingsAttributes {
  /** a card opens the item in a dialog on this page instead of on the marketplace */
  openInline?: boolean
}

const styles = uiCss + itemCardCss + listingsCss
export const tag = 'hire-listings'

export function ListingsWidget(props: ListingsWidgetProps) {
  const { supplierId, categoryId, latitude, longitude, limit, openInline = false } = props
  const owner = useId()
  const host = useHost()
  const root = useRef<HTMLDivElement>(null)
  const [opened, setOpened] = useState<ItemSummary | null>(null)
  const config = useStore($config)
  useAuthPromptHost()

  const parsed = useMemo(
    () => parseListingsAttributes({ supplierId, categoryId, latitude, longitude, limit }),
    [supplierId, categoryId, latitude, longitude, limit],
  )
  const key = parsed.ok ? sourceKey(parsed.source) : ''
  // A new list only when the source's key changes.
  const listings = useMemo(() => (parsed.ok ? createListings(parsed.source) : null), [key])
  const problems = parsed.ok ? [] : parsed.problems
  const problemKey = JSON.stringify(problems)

  // Reported once per distinct set of problems.
  useEffect(() => {
    const target = host ?? root.current
    if (!target) return
    for (const { attribute, message } of problems)
      emit(target, 'hire-error', { tag, message, attribute })
  }, [problemKey, host])

  const open = (item: ItemSummary): boolean => {
    const target = host ?? root.current
    if (target && !announceItemOpen(target, item._id)) return true
    if (!openInline) return false
    setOpened(item)
    return true
  }

  return (
    <IslandRoot rootRef={root} className="hire-listings" styles={styles} owner={owner}>
      {listings && parsed.ok ? (
        <Listings
          listings={listings}
          limit={parsed.source.limit}
          siteUrl={config.siteUrl}
          onOpen={open}
        />
      ) : (
        <div className="item-card-grid-end listings-error" role="alert" part="error">
          {problems.map((problem) => (
            <p key={problem.attribute + problem.message}>{problem.message}</p>
          ))}
        </div>
      )}
      {opened ? (
        <ItemDialog
          itemId={opened._id}
          itemName={opened.itemName}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </IslandRoot>
  )
}

interface ListingsProps {
  listings: NonNullable<ReturnType<typeof createListings>>
  limit: number
  siteUrl: string
  onOpen: (item: ItemSummary) => boolean
}

function Listings({ listings, limit, siteUrl, onOpen }: ListingsProps) {
  const stored = useStore(listings.$list)
  // Until the first page is asked for (the first render) the grid shows its skeletons.
  const value: ListingsValue = stored.status === 'idle' ? { ...stored, status: 'loading' } : stored
  return (
    <ListingsGrid
      value={value}
      limit={limit}
      siteUrl={siteUrl}
      onMore={() => void listings.loadMore()}
      onRetry={() => void listings.retry()}
      onOpen={onOpen}
      onBookmarkChange={listings.markSaved}
    />
  )
}

export default ListingsWidget
