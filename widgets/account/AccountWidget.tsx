/**
 * `<hire-account>` and the account island: renders the view named by `view`, loading its
 * code on demand so a page pays only for the screen it shows. On the server (and until the
 * view's code arrives) it renders the view's heading and a loading placeholder; a view that
 * fails to load says so and offers a retry. Every instance also hosts the sign-in prompt
 * other widgets can open (`AuthPromptLayer`).
 */
import { type ComponentType, type ReactNode, useEffect, useId, useState } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import uiCss from '../ui/ui.css?inline'
import { AuthPromptLayer } from './AuthPromptLayer.tsx'
import accountCss from './account.css?inline'
import { type AccountViewProps, views, viewTitles } from './views.ts'

export interface AccountWidgetProps {
  /** which screen to show: a key of `views` (login, signup, verify-code, profile, …) */
  view: string
  /** where the flow goes when it finishes, if not its default */
  next?: string
}

const styles = uiCss + accountCss

/** The view that shows nothing but the sign-in dialog when a widget asks for it. */
export const promptOnlyView = 'sign-in'

type Loaded =
  | { view: string; Component: ComponentType<AccountViewProps> }
  | { view: string; failed: true }

export function AccountWidget({ view, next }: AccountWidgetProps) {
  const owner = useId()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    if (view === promptOnlyView) return
    const load = views[view]
    if (!load) {
      setLoaded({ view, failed: true })
      return
    }
    load().then(
      (module) => live && setLoaded({ view, Component: module.default }),
      () => live && setLoaded({ view, failed: true }),
    )
    return () => {
      live = false
    }
  }, [view, attempt])

  // 'sign-in' only hosts the sign-in dialog for other widgets (widgets/ui/use-auth-prompt-host.ts).
  const promptOnly = view === promptOnlyView
  const title = viewTitles[view]
  const current = loaded?.view === view ? loaded : null
  let body: ReactNode
  if (promptOnly) {
    body = null
  } else if (!current) {
    body = (
      <div className="hire-account-state" role="status" aria-label="Loading">
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="2.75rem" count={3} />
      </div>
    )
  } else if ('failed' in current) {
    body = (
      <div className="hire-account-state" role="alert">
        <p>{views[view] ? messages.somethingWentWrong : `Unknown account view: ${view}`}</p>
        {views[view] ? (
          <button type="button" className="hire-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        ) : null}
      </div>
    )
  } else {
    const { Component } = current
    body = <Component owner={owner} next={next} />
  }

  return (
    <IslandRoot className="hire-account" styles={styles} owner={owner}>
      {title ? <h1 className="hire-account-title">{title}</h1> : null}
      {body}
      <AuthPromptLayer />
    </IslandRoot>
  )
}

export default AccountWidget
