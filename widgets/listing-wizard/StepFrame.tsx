/**
 * A wizard step's frame: the step's heading and progress, its form, and Back / Continue.
 * Continue runs the step's check; a problem is announced and nothing moves, except focus:
 * it goes to the first field with a message, so a keyboard or screen reader user lands on
 * what to fix instead of staying on Continue with a handful of alerts read at once.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { focusableIn } from '../ui/focus.ts'

export interface StepFrameProps {
  step: number
  title: string
  children: ReactNode
  onBack?: (() => void) | undefined
  onContinue: () => void
  continueLabel?: string
  busy?: boolean
  problem?: string | null
}

export function StepFrame(props: StepFrameProps) {
  const form = useRef<HTMLFormElement>(null)
  const [tries, setTries] = useState(0)
  // Runs once the step has rendered the messages its check turned on. A field's message sits
  // in the field's box (its `.wizard-field` or group): the control it describes takes focus,
  // else the box's first one. The step's own problem (about an action) is left to its alert.
  useEffect(() => {
    const message = form.current?.querySelector(
      '.wizard-error:not(.wizard-problem), .hire-field-error',
    )
    const box = message?.closest('.wizard-field, fieldset') ?? message?.parentElement
    if (!tries || !(box instanceof HTMLElement)) return
    ;(box.querySelector<HTMLElement>('[aria-invalid="true"]') ?? focusableIn(box)[0])?.focus()
  }, [tries])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTries((count) => count + 1)
    props.onContinue()
  }
  return (
    <form ref={form} className="wizard-step" part="step" onSubmit={submit} noValidate>
      <p className="wizard-progress">Step {props.step} of 5</p>
      <h2>{props.title}</h2>
      {props.children}
      {props.problem ? (
        <p className="wizard-error wizard-problem" role="alert">
          {props.problem}
        </p>
      ) : null}
      <div className="wizard-actions">
        {props.onBack ? (
          <button type="button" className="hire-button" onClick={props.onBack}>
            Back
          </button>
        ) : null}
        <button type="submit" className="hire-button hire-button-primary" disabled={props.busy}>
          {props.continueLabel ?? 'Continue'}
        </button>
      </div>
    </form>
  )
}
