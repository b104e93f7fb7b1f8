/**
 * `<hire-console view booking-id item-id>` and the island of every supplier console page
 * (spec part 3 sections 2.1 to 2.10): the side menu with the awaiting badge and the view.
 * Orders and the awaiting screen come with the element; the other views are their own
 * chunks. A guest is asked to sign in. The server and the first browser render show the
 * frame with a placeholder (only the browser knows the session), so hydration matches.
 */
import { type ComponentType, useEffect, useId, useState } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useHydrated } from '../runtime/use-hydrated.ts'
import { useStore } from '../runtime/use-store.ts'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../ui/Skeleton.tsx'
import uiCss from '../ui/ui.css?inline'
import { AwaitingView } from './AwaitingView.tsx'
import consoleCss from './console.css?inline'
import { OrdersView } from './OrdersView.tsx'
import { SideMenu } from './SideMenu.tsx'
import { type ConsoleView, lazyViews, menuEntryOf, readView, type ViewProps } from './views.ts'

export interface ConsoleWidgetProps {
  /** orders (default), awaiting, revenue, order, completed-order, return-item, insurance-terms, insurance-form, insurance-submitted, cancel, cancel-answer, dispute, cancel-accepted, cancel-request */
  view?: string
  bookingId?: string
  itemId?: string
}

function Loading() {
  return (
    <LoadingStatus>
      <Skeleton height="6rem" />
      <Skeleton height="1.25rem" count={3} />
    </LoadingStatus>
  )
}

function LazyView({ view, ...props }: ViewProps & { view: ConsoleView }) {
  const [loaded, setLoaded] = useState<
    { view: ConsoleView; Component: ComponentType<ViewProps>; css: string } | 'failed' | null
  >(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    const load = lazyViews[view]
    if (!load) return
    // The views' styles come with the view, not with the element.
    Promise.all([load(), import('./views.css?inline')]).then(
      ([Component, css]) => live && setLoaded({ view, Component, css: css.default }),
      () => live && setLoaded('failed'),
    )
    return () => {
      live = false
    }
  }, [view, attempt])
  if (loaded === 'failed') {
    return (
      <RetryAlert
        className="console-error"
        message={messages.somethingWentWrong}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    )
  }
  if (!loaded || loaded.view !== view) return <Loading />
  return (
    <>
      <style>{loaded.css}</style>
      <loaded.Component {...props} />
    </>
  )
}

export function ConsoleWidget({ view, bookingId, itemId }: ConsoleWidgetProps) {
  const owner = useId()
  const signedIn = useStore($signedIn)
  const hydrated = useHydrated()
  const shown = readView(view)

  let body = <Loading />
  if (hydrated && !signedIn) {
    body = (
      <div className="console-state">
        <p>Log in or sign up to manage your orders.</p>
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={() => void promptSignIn({ mode: 'login' })}
        >
          Log In
        </button>
      </div>
    )
  } else if (hydrated) {
    if (shown === 'orders') body = <OrdersView owner={owner} />
    else if (shown === 'awaiting') body = <AwaitingView owner={owner} />
    else body = <LazyView view={shown} bookingId={bookingId} itemId={itemId} owner={owner} />
  }
  return (
    <IslandRoot className="hire-console" styles={uiCss + consoleCss} owner={owner}>
      <div className="console-frame">
        <SideMenu current={menuEntryOf(shown)} />
        <div className="console-main">{body}</div>
      </div>
    </IslandRoot>
  )
}

export default ConsoleWidget
