/**
 * A wizard step's frame: the step's heading and progress, its form, and Back / Continue.
 * Continue runs the step's check; a problem is announced and nothing moves.
 */
import type { FormEvent, ReactNode } from 'react'

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
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onContinue()
  }
  return (
    <form className="wizard-step" part="step" onSubmit={submit} noValidate>
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
