/**
 * The carbon-points card of the side navigation (spec part 2 section 2): the donut of points
 * per category when the hirer has earned some (totalCarbon above 0), otherwise a leaf. 'More
 * Info' opens the carbon credits dialog, which loads on first use (the item page's dialog:
 * what the points mean, what they equal, facts and the quiz).
 */
import { type ComponentType, useId } from 'react'
import {
  $carbonPoints,
  chartSlices,
  loadCarbonPoints,
} from '../../shared/stores/booking/carbon-points.ts'
import { useStore } from '../runtime/use-store.ts'
import { useLazyDialog } from '../ui/lazy/use-lazy-dialog.ts'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { CarbonDonut, LeafGraphic } from './CarbonDonut.tsx'
import { useNavigation } from './navigation.ts'

type InfoDialog = ComponentType<{ owner?: string | undefined; onClose: () => void }>

/** The dialog's chunk; a function so tests can stand in for it. */
export const loadInfoDialog = async (): Promise<InfoDialog> =>
  (await import('../item/carbon/CarbonDialog.tsx')).default

export function CarbonCard({
  loadDialog = loadInfoDialog,
}: {
  loadDialog?: () => Promise<InfoDialog>
}) {
  const state = useStore($carbonPoints)
  const nav = useNavigation()
  const id = useId()
  const [Dialog, failed, open, close] = useLazyDialog(loadDialog)

  return (
    <section className="bookings-carbon" aria-labelledby={`${id}-title`} part="carbon">
      <h3 id={`${id}-title`}>Carbon points</h3>
      {state.status === 'ready' ? (
        state.total > 0 ? (
          <CarbonDonut total={state.total} slices={chartSlices(state.categories)} />
        ) : (
          <div className="bookings-carbon-empty">
            <LeafGraphic />
            <p>Hire instead of buying to earn carbon points.</p>
          </div>
        )
      ) : state.status === 'error' ? (
        <RetryAlert message={state.message} onRetry={() => void loadCarbonPoints()} />
      ) : (
        <div role="status" aria-label="Loading carbon points">
          <Skeleton className="bookings-carbon-placeholder" width="8rem" height="8rem" />
        </div>
      )}
      <button type="button" className="bookings-link" aria-haspopup="dialog" onClick={open}>
        More Info
      </button>
      {failed ? (
        <p role="alert">The carbon information could not be loaded. Please try again.</p>
      ) : null}
      {Dialog ? <Dialog owner={nav.owner} onClose={close} /> : null}
    </section>
  )
}
