/**
 * The onboarding tour: a modal dialog walking through the header (Next, Back, Skip; Escape
 * skips), with the current step's element highlighted. Focus moves to Next when it opens,
 * stays inside while it is open and returns where it was when it closes.
 */
import { useId, useRef, useState } from 'react'
import { $tourOpen, finishTour } from '../../../shared/stores/account/tour.ts'
import { useStore } from '../../runtime/use-store.ts'
import { useDialogFocus } from '../../ui/use-dialog-focus.ts'
import { tourSteps } from './tour-steps.ts'
import { type TargetRect, useTargetRect } from './use-target-rect.ts'

/** The dialog's room: below the target, else above it, else at the bottom of the screen. */
const dialogRoom = 240

/** Where the dialog goes beside its target; across the screen on narrow ones. */
function placeDialog(rect: TargetRect, width: number, height: number) {
  let vertical: { top: string } | { bottom: string } = { bottom: '16px' }
  if (rect.bottom + 12 + dialogRoom < height) vertical = { top: `${rect.bottom + 12}px` }
  else if (rect.top - 12 - dialogRoom > 0) vertical = { bottom: `${height - rect.top + 12}px` }
  if (width <= 600) return { ...vertical, left: '16px', right: '16px', width: 'auto' }
  return { ...vertical, left: `${Math.max(16, Math.min(rect.left, width - 368))}px` }
}

export function Tour() {
  const open = useStore($tourOpen)
  return open ? <TourDialog /> : null
}

function TourDialog() {
  const id = useId()
  const [steps] = useState(() => tourSteps(window.innerWidth))
  const [index, setIndex] = useState(0)
  const dialog = useRef<HTMLDivElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const onKeyDown = useDialogFocus(dialog, finishTour, next)
  const step = steps[index] ?? steps[0]
  const rect = useTargetRect(step?.target ?? '')
  if (!step) return null
  const last = index === steps.length - 1

  const back = () => {
    setIndex(index - 1)
    // Back disappears on the first step: keep focus in the dialog.
    if (index === 1) next.current?.focus()
  }
  const forward = () => (last ? finishTour() : setIndex(index + 1))

  const placement = rect ? placeDialog(rect, window.innerWidth, window.innerHeight) : undefined

  return (
    <div className="hire-tour">
      {rect ? (
        <div
          className="hire-tour-spotlight"
          aria-hidden="true"
          style={{
            top: `${rect.top - 6}px`,
            left: `${rect.left - 6}px`,
            width: `${rect.width + 12}px`,
            height: `${rect.height + 12}px`,
          }}
        />
      ) : (
        <div className="hire-tour-shade" aria-hidden="true" />
      )}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        tabIndex={-1}
        className={`hire-tour-dialog ${rect ? '' : 'hire-tour-centred'}`}
        style={placement}
        onKeyDown={onKeyDown}
      >
        <p className="hire-tour-progress">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id={`${id}-title`} className="hire-dialog-title">
          {step.title}
        </h2>
        <p id={`${id}-body`}>{step.body}</p>
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button hire-tour-skip" onClick={finishTour}>
            Skip
          </button>
          {index > 0 ? (
            <button type="button" className="hire-button" onClick={back}>
              Back
            </button>
          ) : null}
          <button
            ref={next}
            type="button"
            className="hire-button hire-button-primary"
            onClick={forward}
          >
            {last ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </div>
  )
}
