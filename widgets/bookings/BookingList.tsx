/**
 * The Current or History list (spec part 2 section 2): the search box (the list restarts
 * 500 ms after typing stops, at once on Enter), cards, skeleton cards while a page loads,
 * the empty state, and infinite loading: a sentinel watched by IntersectionObserver that
 * holds a 'Load more' button for browsers without it and for keyboard users. A failed load
 * empties the list and offers Retry.
 */
import { useEffect, useId, useRef } from 'react'
import { bookingNotices } from '../../shared/contract/booking/messages.ts'
import { plural } from '../../shared/format/text.ts'
import type { BookingList as List } from '../../shared/stores/booking/list.ts'
import { useStore } from '../runtime/use-store.ts'
import { usePrefetchOnIntent } from '../ui/prefetch-on-intent.ts'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { useLoadOnScroll } from '../ui/use-load-on-scroll.ts'
import { BookingCard } from './BookingCard.tsx'
import { useNavigation } from './navigation.ts'
import { bookingPaths, type ListView, siteLink } from './routes.ts'
import { CardSkeletons } from './Skeletons.tsx'

const titles: Record<ListView, string> = { current: 'Current bookings', history: 'Booking history' }

const isDetailPath = (path: string) => path === '/booking/detail'

export function BookingList({ list, view }: { list: List; view: ListView }) {
  const value = useStore(list.$list)
  const query = useStore(list.$query)
  const nav = useNavigation()
  const searchId = useId()
  const cards = useRef<HTMLUListElement>(null)
  const section = useRef<HTMLElement>(null)
  // On our site a booking's detail is a page: it starts downloading on the visitor's intent.
  usePrefetchOnIntent(section, isDetailPath)
  /** how many were shown when 'Load more' was pressed: focus goes to the first new card */
  const pressedAt = useRef<number | null>(null)
  const count = value.list.length
  const canLoadMore = value.status === 'ready' && !value.done && count > 0
  const sentinel = useLoadOnScroll(canLoadMore, list.loadMore)
  const loading = value.status === 'loading' || value.status === 'idle'

  useEffect(() => {
    void list.open()
    return () => list.stop()
  }, [list])

  useEffect(() => {
    const from = pressedAt.current
    if (from === null || value.status === 'loading') return
    pressedAt.current = null
    if (count > from) cards.current?.children[from]?.querySelector<HTMLElement>('h3 a')?.focus()
  }, [value.status, count])

  const announcement = loading
    ? 'Loading…'
    : value.status === 'ready'
      ? `${plural(count, 'booking')} shown`
      : ''

  return (
    <section
      ref={section}
      className="bookings-list"
      aria-labelledby={`${searchId}-title`}
      part="list"
    >
      <h2 id={`${searchId}-title`} className="hire-visually-hidden">
        {titles[view]}
      </h2>
      <form
        className="bookings-search"
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault()
          void list.searchNow()
        }}
      >
        <label htmlFor={searchId} className="hire-visually-hidden">
          Search bookings
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={query}
          onInput={(event) => list.search((event.target as HTMLInputElement).value)}
          part="search"
        />
      </form>
      <p className="hire-visually-hidden" role="status">
        {announcement}
      </p>
      <div aria-busy={loading}>
        {count > 0 ? (
          <ul ref={cards} className="bookings-cards">
            {value.list.map((booking) => (
              <li key={booking._id}>
                <BookingCard booking={booking} view={view} now={Date.now()} />
              </li>
            ))}
          </ul>
        ) : null}
        {loading ? <CardSkeletons count={count > 0 ? 2 : 4} /> : null}
        {value.status === 'ready' && count === 0 ? (
          value.key ? (
            <p className="bookings-empty" part="empty">
              No bookings match ‘{value.key}’.
            </p>
          ) : (
            <div className="bookings-empty" part="empty">
              <p className="bookings-empty-title">{bookingNotices.noBookings}</p>
              <p>{bookingNotices.startBrowsing}</p>
              <a
                className="hire-button hire-button-primary"
                href={siteLink(bookingPaths.discover, nav.siteBase)}
              >
                Discover items
              </a>
            </div>
          )
        ) : null}
        {value.status === 'error' ? (
          <RetryAlert
            className="bookings-error"
            part="error"
            message={value.error}
            onRetry={() => void list.retry()}
          />
        ) : null}
        {canLoadMore ? (
          <div ref={sentinel} className="bookings-more">
            <button
              type="button"
              className="hire-button"
              onClick={() => {
                pressedAt.current = count
                void list.loadMore()
              }}
            >
              Load more
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
