/**
 * The carbon credits dialog (loaded on demand): the caller's points (kg saved by hiring),
 * everyone's saving, what the caller's saving equals, facts, and the true/false quiz.
 */
import { useEffect, useState } from 'react'
import type { CarbonData, CarbonEquivalents } from '../../../shared/contract/catalogue/carbon.ts'
import { lazily } from '../../../shared/format/lazily.ts'
import { loadCarbon } from '../../../shared/stores/catalogue/carbon.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import carbonCss from './carbon.css?inline'
import { Quiz } from './Quiz.tsx'

export interface CarbonDialogProps {
  owner?: string | undefined
  onClose: () => void
}

export const equivalentLabels: Record<keyof CarbonEquivalents, string> = {
  miles: 'miles not driven',
  gasoline: 'gallons of petrol not burned',
  home: 'homes powered for a year',
  coal: 'pounds of coal not burned',
  smartPhone: 'smartphones charged',
  trees: 'tree seedlings grown for 10 years',
}

const number = lazily(() => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 4 }))

type State =
  | { status: 'loading' }
  | { status: 'ready'; data: CarbonData }
  | { status: 'error'; message: string }

export function CarbonDialog({ onClose }: CarbonDialogProps) {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    loadCarbon().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  return (
    <>
      <style>{carbonCss}</style>
      <Dialog
        title="Carbon credits"
        onClose={onClose}
        closeButton
        className="hire-item-carbon-dialog"
      >
        {state.status === 'loading' ? (
          <div role="status" aria-label="Loading carbon credits">
            <Skeleton height="2rem" count={4} />
          </div>
        ) : state.status === 'error' ? (
          <div role="alert">
            <p>{state.message}</p>
            <button type="button" className="hire-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <p className="hire-item-points">
              <strong>{number().format(state.data.totalCarbon)}</strong> points: kg of CO2e you
              saved by hiring
            </p>
            <p>
              Everyone on the marketplace has saved {number().format(state.data.globalEmission)} kg
              of CO2e.
            </p>
            <h3>Your saving equals</h3>
            <ul className="hire-item-savings">
              {(Object.keys(equivalentLabels) as (keyof CarbonEquivalents)[]).map((key) => (
                <li key={key}>
                  <strong>{number().format(state.data.yourSaving?.[key] ?? 0)}</strong>{' '}
                  {equivalentLabels[key]}
                </li>
              ))}
            </ul>
            {state.data.facts?.length ? (
              <>
                <h3>Facts</h3>
                <ul className="hire-item-facts-list">
                  {state.data.facts.map((fact) => (
                    <li key={fact._id}>{fact.description}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <Quiz questions={state.data.que ?? []} />
          </>
        )}
      </Dialog>
    </>
  )
}

export default CarbonDialog
