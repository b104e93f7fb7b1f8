/**
 * `<hire-bookings view booking-id>` and the island of /booking/current, /booking/history and
 * /booking/detail: the hirer's bookings (spec part 2 sections 2, 4 and 8). A guest is asked
 * to sign in and nothing loads until they do. The server and the first browser render show
 * the layout with placeholders (only the browser knows who is signed in), so hydration
 * meets the markup it expects.
 */
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { $config } from '../../shared/config.ts'
import { messages } from '../../shared/contract/core/messages.ts'
import { startBookingLoad } from '../../shared/stores/booking/detail.ts'
import { createBookingList, type BookingList as List } from '../../shared/stores/booking/list.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useHost } from '../runtime/host.ts'
import { useHydrated } from '../runtime/use-hydrated.ts'
import { useStore } from '../runtime/use-store.ts'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { useAuthPromptHost } from '../ui/sign-in/use-auth-prompt-host.ts'
import uiCss from '../ui/ui.css?inline'
import { BookingList } from './BookingList.tsx'
import { BookingsNav } from './BookingsNav.tsx'
import bookingsCss from './bookings.css?inline'
import { CarbonCard } from './CarbonCard.tsx'
import { type DetailView, loadDetailView } from './detail-view.ts'
import { createNavigation, NavigationContext, type Place, readPlace } from './navigation.ts'
import type { ListView } from './routes.ts'
import { CardSkeletons, DetailSkeleton } from './Skeletons.tsx'

export interface BookingsWidgetProps {
  /** current (default), history or detail */
  view?: string
  /** the booking the detail shows */
  bookingId?: string
}

const styles = uiCss + bookingsCss

/** The detail's component once its chunk arrived; null meanwhile, 'failed' when it could not. */
function useDetailView(needed: boolean): [DetailView | null | 'failed', () => void] {
  const [view, setView] = useState<DetailView | null | 'failed'>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!needed || (view && view !== 'failed')) return
    let live = true
    loadDetailView().then(
      (loaded) => live && setView(() => loaded),
      () => live && setView('failed'),
    )
    return () => {
      live = false
    }
  }, [needed, attempt])
  return [view, () => setAttempt((n) => n + 1)]
}

export function BookingsWidget({ view, bookingId }: BookingsWidgetProps) {
  const host = useHost()
  const root = useRef<HTMLDivElement>(null)
  const owner = useId()
  const config = useStore($config)
  const signedIn = useStore($signedIn)
  const hydrated = useHydrated()
  const [place, setPlace] = useState<Place>(() => readPlace(view, bookingId))
  useEffect(() => setPlace(readPlace(view, bookingId)), [view, bookingId])
  useAuthPromptHost()

  const embedded = host !== null
  const navigation = useMemo(
    () =>
      createNavigation({
        siteBase: embedded ? config.siteUrl : '',
        embedded,
        owner,
        eventTarget: () => host ?? root.current,
        setPlace,
      }),
    [embedded, config.siteUrl, owner, host],
  )
  // One list per view, kept while the widget lives (switching back shows it at once).
  const lists = useRef<Partial<Record<ListView, List>>>({})
  const listOf = (list: ListView) => {
    lists.current[list] ??= createBookingList(list === 'current' ? 'Current' : 'History')
    return lists.current[list]
  }

  const ready = hydrated && signedIn
  // Embedded, a detail without a booking is the Current list; our site's detail page
  // navigates to /booking/current instead (BookingDetailView).
  const shown: Place =
    embedded && place.view === 'detail' && !place.bookingId ? { view: 'current' } : place
  const [Detail, retryDetail] = useDetailView(ready && shown.view === 'detail')
  // The booking's call starts with the detail's code download, not after it.
  const early = ready && shown.view === 'detail' && Detail === null ? shown.bookingId : undefined
  useEffect(() => {
    if (early) startBookingLoad(early)
  }, [early])
  let content: ReactNode
  if (hydrated && !signedIn) content = <GuestPrompt />
  else if (shown.view === 'detail') {
    content =
      Detail === 'failed' ? (
        <RetryAlert
          className="bookings-error"
          part="error"
          message={messages.somethingWentWrong}
          onRetry={retryDetail}
        />
      ) : ready && Detail ? (
        <Detail bookingId={shown.bookingId} />
      ) : (
        <DetailSkeleton />
      )
  } else {
    content = (
      <div className="bookings-layout">
        <BookingsNav
          view={shown.view}
          carbon={
            ready ? (
              <CarbonCard />
            ) : (
              <Skeleton className="bookings-carbon-placeholder" height="12rem" />
            )
          }
        />
        {ready ? (
          <BookingList key={shown.view} list={listOf(shown.view)} view={shown.view} />
        ) : (
          <div className="bookings-list" role="status" aria-label="Loading bookings">
            <CardSkeletons count={4} />
          </div>
        )}
      </div>
    )
  }

  return (
    <IslandRoot rootRef={root} className="hire-bookings" styles={styles} owner={owner}>
      <NavigationContext.Provider value={navigation}>
        <div className="bookings-frame">{content}</div>
      </NavigationContext.Provider>
    </IslandRoot>
  )
}

const reason = 'Log in or sign up to see your bookings.'

function GuestPrompt() {
  return (
    <div className="bookings-guest" part="guest">
      <p>{reason}</p>
      <div className="bookings-guest-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={() => void promptSignIn({ reason })}
        >
          Log In
        </button>
        <button
          type="button"
          className="hire-button"
          onClick={() => void promptSignIn({ mode: 'signup', reason })}
        >
          Sign Up
        </button>
      </div>
    </div>
  )
}

export default BookingsWidget
