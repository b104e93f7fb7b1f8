/**
 * Listings of one destination (or of every destination) 12 at a time: an optional
 * destination filter, item cards, and Load More (or infinite scroll with Load More as its
 * fallback). Rendered on the server with the first page; without JavaScript the filter is a
 * GET form and Load More a link to the next page.
 */
import { useEffect, useId, useState } from 'react'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { discoveryPageSizes } from '../../../shared/contract/catalogue/discovery.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { plural } from '../../../shared/format/text.ts'
import { createDestinationListings } from '../../../shared/stores/catalogue/place-listings.ts'
import { useStore } from '../../runtime/use-store.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import { useLoadOnScroll } from '../../ui/use-load-on-scroll.ts'
import { FilterSelect } from './FilterSelect.tsx'
import { ItemGrid } from './ItemGrid.tsx'
import { placesStyles } from './styles.ts'

export interface ListingsFeedProps {
  /** the page's path, for the links that work without JavaScript */
  path: string
  /** query fields the page always keeps (e.g. locationId) */
  fixedQuery?: Record<string, string>
  destinationId?: string | undefined
  /** with destinations, a filter (query field destinationId) chooses among them */
  destinations?: { _id: string; name: string }[] | undefined
  /** the page the server fetched; null when its call failed */
  initial?: ListData<ItemSummary> | null
  pageNo?: number
  /** load the next page when the end of the list scrolls into view */
  infinite?: boolean
  /** the cards' heading level: h3 under a section's h2 (default), h2 right under the h1 */
  headingLevel?: 'h2' | 'h3'
}

const pageSize = discoveryPageSizes.locationListings

export function ListingsFeed(props: ListingsFeedProps) {
  const { path, fixedQuery = {}, destinations, initial = null, pageNo = 1 } = props
  const owner = useId()
  const [listings] = useState(createDestinationListings)
  const [destinationId, setDestinationId] = useState(props.destinationId)
  const [hydrated, setHydrated] = useState(false)
  const value = useStore(listings.$list)

  useEffect(() => {
    setHydrated(true)
    const filter = { destinationId: props.destinationId }
    void listings.open(filter, initial, pageNo)
    if (!destinations) return
    const restore = () => {
      const next = new URLSearchParams(window.location.search).get('destinationId') || undefined
      setDestinationId(next)
      void listings.open({ destinationId: next })
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [props.destinationId, initial, pageNo, destinations, listings])

  const key = destinationId ?? ''
  // Until the store holds this filter (on the server and before hydration) show the
  // server's page.
  const view =
    value.key === key && value.status !== 'idle'
      ? value
      : initial
        ? {
            status: 'ready' as const,
            list: initial.list,
            total: initial.total,
            page: pageNo,
            done: initial.list.length === 0 || pageNo * pageSize >= initial.total,
            error: undefined,
          }
        : {
            status: 'loading' as const,
            list: [],
            total: 0,
            page: pageNo,
            done: false,
            error: undefined,
          }
  const canLoadMore = view.status === 'ready' && !view.done && view.list.length > 0
  const sentinel = useLoadOnScroll(Boolean(props.infinite) && canLoadMore, listings.loadMore)

  const queryFor = (fields: Record<string, string | undefined>) => {
    const params = new URLSearchParams(fixedQuery)
    for (const [key, entry] of Object.entries(fields)) if (entry) params.set(key, entry)
    const text = params.toString()
    return text ? `${path}?${text}` : path
  }
  // Only the filter puts the destination in the address; a location page has it in its path.
  const nextHref = queryFor({
    destinationId: destinations ? destinationId : undefined,
    pageNo: String(view.page + 1),
  })

  const choose = (next: string | undefined) => {
    setDestinationId(next)
    window.history.pushState(null, '', queryFor({ destinationId: next }))
    void listings.open({ destinationId: next })
  }
  const onSubmit = (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault()
    const chosen = new FormData(event.currentTarget).get('destinationId')
    choose(typeof chosen === 'string' && chosen ? chosen : undefined)
  }

  return (
    <IslandRoot className="hire-places" styles={placesStyles} owner={owner}>
      {destinations ? (
        <form
          className="places-filters"
          method="get"
          action={path}
          onSubmit={onSubmit}
          aria-label="Filter listings"
        >
          <FilterSelect
            id={`${owner}-destination`}
            label="Destination"
            name="destinationId"
            value={destinationId ?? ''}
            options={[
              { value: '', label: 'All destinations' },
              ...destinations.map((destination) => ({
                value: destination._id,
                label: destination.name,
              })),
            ]}
            onChange={(event) => choose(event.currentTarget.value || undefined)}
          />
          <button type="submit" className="hire-button">
            Apply
          </button>
        </form>
      ) : null}
      <div className="places-feed" aria-busy={view.status === 'loading'}>
        <p className="places-count" role="status">
          {view.status === 'loading'
            ? 'Loading listings…'
            : view.total > 0
              ? plural(view.total, 'listing')
              : ''}
        </p>
        <ItemGrid
          status={view.status}
          list={view.list}
          error={view.error}
          skeletons={view.list.length ? 4 : 8}
          onRetry={() => void listings.retry()}
          headingLevel={props.headingLevel}
        />
        {canLoadMore ? (
          <div ref={sentinel} className="places-more">
            {hydrated ? (
              <button
                type="button"
                className="hire-button"
                onClick={() => void listings.loadMore()}
              >
                Load More
              </button>
            ) : (
              <a className="hire-button" href={nextHref}>
                Load More
              </a>
            )}
          </div>
        ) : null}
      </div>
    </IslandRoot>
  )
}

export default ListingsFeed
