/**
 * `<hire-listing-wizard view item-id edit>` and the island of /listing/add-listing-1 to 5,
 * /listing/add-listing-success, /listing/manage-listing and /listing/manage-listing/{id}.
 * The steps open the stored draft of their mode; a new listing first passes the
 * add-listing gate. The manage views are their own chunk. Only the browser knows the
 * session, so the server and the first render show a placeholder.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'
import type { GateResult } from '../../shared/domain/listings/gate.ts'
import { wizardMode } from '../../shared/domain/listings/mode.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { openDraft } from '../../shared/stores/listings/draft.ts'
import { checkGate } from '../../shared/stores/listings/gate.ts'
import { useHydrated } from '../runtime/use-hydrated.ts'
import { useStore } from '../runtime/use-store.ts'
import comboboxCss from '../ui/combobox/combobox.css?inline'
import { IslandRoot } from '../ui/IslandRoot.tsx'
import type { LazyPart } from '../ui/lazy-part.tsx'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../ui/Skeleton.tsx'
import uiCss from '../ui/ui.css?inline'
import { GatePrompt } from './Gate.tsx'
import { editQuery } from './go.ts'
import { StepBasic, StepDetails, StepPrice, StepReview, StepTime, Success } from './steps.ts'
import wizardCss from './wizard.css?inline'

export interface ListingWizardProps {
  /** 1 to 5, success, manage or item */
  view?: string
  itemId?: string
  /** true or manageItem: the wizard edits an item */
  edit?: string
}

const ManageList = lazy(() => import('./manage/ManageList.tsx'))
const ManageItem = lazy(() => import('./manage/ManageItem.tsx'))

const steps: Record<string, LazyPart<object>> = {
  '1': StepBasic,
  '2': StepDetails,
  '3': StepTime,
  '4': StepPrice,
  '5': StepReview,
}

function Loading() {
  return (
    <LoadingStatus>
      <Skeleton height="2rem" />
      <Skeleton height="1.25rem" count={4} />
    </LoadingStatus>
  )
}

/** A step, once the draft of its mode is open (and, for a new listing, the gate passed). */
function Step({ view, edit }: { view: string; edit?: string | undefined }) {
  const mode = wizardMode(editQuery(edit))
  const [state, setState] = useState<'loading' | 'ready' | GateResult | { error: string }>(
    'loading',
  )
  // The step's code loads while the draft opens and the gate is checked (a failure shows
  // the step's Retry when it renders).
  useEffect(() => {
    ;(steps[view] ?? StepBasic).preload().catch(() => undefined)
  }, [view])
  const [attempt, setAttempt] = useState(0)
  // Retry (attempt) checks the gate again.
  useEffect(() => {
    openDraft(mode)
    if (mode !== 'new') return setState('ready')
    setState('loading')
    checkGate().then(
      (gate) => setState(gate ?? 'ready'),
      (error: unknown) => setState({ error: messageOf(error) }),
    )
  }, [mode, attempt])
  if (state === 'loading') return <Loading />
  if (state !== 'ready') {
    if ('error' in state) {
      return <RetryAlert message={state.error} onRetry={() => setAttempt((n) => n + 1)} />
    }
    return <GatePrompt gate={state} />
  }
  const Component = steps[view] ?? StepBasic
  return <Component />
}

export function ListingWizard({ view = '1', itemId, edit }: ListingWizardProps) {
  const owner = useId()
  const signedIn = useStore($signedIn)
  const hydrated = useHydrated()

  let body = <Loading />
  if (hydrated && !signedIn) {
    body = (
      <div className="wizard-step">
        <p>Log in or sign up to list your items.</p>
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
    if (view === 'success') body = <Success />
    else if (view === 'manage' || view === 'item') {
      body = (
        <Suspense fallback={<Loading />}>
          {view === 'manage' ? (
            <ManageList owner={owner} />
          ) : (
            <ManageItem itemId={itemId ?? ''} owner={owner} />
          )}
        </Suspense>
      )
    } else body = <Step view={view} edit={edit} />
  }
  return (
    <IslandRoot
      className="hire-listing-wizard"
      styles={uiCss + comboboxCss + wizardCss}
      owner={owner}
    >
      {body}
    </IslandRoot>
  )
}

export default ListingWizard
