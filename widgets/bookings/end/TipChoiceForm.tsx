/**
 * 'Would you like to leave a tip' (spec part 2 sections 2, 5 and 9): 10 percent, 20 percent
 * of the booking total, or a custom amount, as one radio group. 'Continue' checks 'Please
 * select any one option.' and 'Tip Amount should be $1 min.'; 'Skip' returns the item
 * without a tip. Pure: the panel decides where a valid choice leads.
 */
import { type FormEvent, useId, useState } from 'react'
import type { TipChoice } from '../../../shared/domain/booking/tip.ts'
import { FormFoot } from './FormFoot.tsx'
import { checkTip, customTipLabel, skipLabel, tipCents, tipOptions } from './tip-options.ts'

export interface TipChoiceFormProps {
  /** the booking total the percentages apply to */
  totalCents: number
  initial?: TipChoice | null | undefined
  busy?: boolean
  onContinue: (choice: TipChoice, cents: number) => void
  onSkip: () => void
}

export function TipChoiceForm({
  totalCents,
  initial,
  busy = false,
  onContinue,
  onSkip,
}: TipChoiceFormProps) {
  const id = useId()
  const [choice, setChoice] = useState<TipChoice>(initial ?? { kind: 'none' })
  const [custom, setCustom] = useState(initial?.kind === 'custom' ? initial.amount : '')
  const [error, setError] = useState<string | null>(null)
  const options = tipOptions(totalCents)

  const choose = (next: TipChoice) => {
    setChoice(next)
    setError(null)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = checkTip(choice, totalCents)
    setError(problem)
    const cents = tipCents(choice, totalCents)
    if (problem || cents === null) return
    onContinue(choice, cents)
  }
  const errorId = `${id}-error`

  return (
    <form className="end-tip" noValidate onSubmit={submit}>
      <fieldset className="end-options" aria-describedby={error ? errorId : undefined}>
        <legend>Tip amount</legend>
        {options.map((option) => (
          <label key={option.percent} className="end-option">
            <input
              type="radio"
              name={`${id}-tip`}
              checked={choice.kind === 'percent' && choice.percent === option.percent}
              onChange={() => choose({ kind: 'percent', percent: option.percent })}
            />
            <span>{option.label}</span>
          </label>
        ))}
        <label className="end-option">
          <input
            type="radio"
            name={`${id}-tip`}
            checked={choice.kind === 'custom'}
            onChange={() => choose({ kind: 'custom', amount: custom })}
          />
          <span>{customTipLabel}</span>
        </label>
        {choice.kind === 'custom' ? (
          <div className="end-field">
            <label htmlFor={`${id}-amount`}>Amount in dollars</label>
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="$1.00"
              value={custom}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                const amount = (event.target as HTMLInputElement).value
                setCustom(amount)
                choose({ kind: 'custom', amount })
              }}
            />
          </div>
        ) : null}
      </fieldset>
      <FormFoot errorId={errorId} error={error} busy={busy} submit="Continue">
        <button type="button" className="hire-button" disabled={busy} onClick={onSkip}>
          {skipLabel}
        </button>
      </FormFoot>
    </form>
  )
}
