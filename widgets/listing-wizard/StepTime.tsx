/**
 * Step 3 'Time' (items) or 'Time & Groups' (experiences): minimum and maximum duration with
 * their units (e, +, - and . refused), no maximum, and group booking for experiences.
 */
import type { KeyboardEvent } from 'react'
import type { ListingDraft } from '../../shared/domain/listings/draft.ts'
import { type DurationType, durationLabels } from '../../shared/domain/listings/durations.ts'
import {
  blockedNumberKeys,
  checkGroup,
  checkMaxDuration,
  checkMinDuration,
} from '../../shared/domain/listings/rules.ts'
import { DigitsField, type FieldProps, Toggle } from './Field.tsx'
import { StepFrame } from './StepFrame.tsx'
import { useDraft } from './use-draft.ts'
import { useStepErrors } from './use-step-errors.ts'

const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (blockedNumberKeys.includes(event.key)) event.preventDefault()
}
const units: DurationType[] = [4, 1, 2, 3]

/** A count typed as text: e, +, - and . are refused, and anything else not a digit dropped. */
function WholeNumberField(field: FieldProps) {
  return <DigitsField {...field} onKeyDown={blockKeys} />
}

type Duration = ListingDraft['minDuration']
const boundLabels = { min: 'Minimum', max: 'Maximum' } as const

/** The minimum or maximum duration: its number and, beside it, its unit. */
function DurationRow({
  bound,
  duration,
  onChange,
  onBlur,
  error,
}: {
  bound: 'min' | 'max'
  duration: Duration
  onChange: (duration: Duration) => void
  onBlur: () => void
  error: string | null | undefined
}) {
  return (
    <div className="wizard-row">
      <WholeNumberField
        label={`${boundLabels[bound]} hire or experience duration`}
        value={duration.value}
        onChange={(value) => onChange({ ...duration, value })}
        onBlur={onBlur}
        error={error}
      />
      <label className="wizard-field">
        <span>{boundLabels[bound]} unit</span>
        <select
          value={duration.type}
          onChange={(event) =>
            onChange({ ...duration, type: Number(event.currentTarget.value) as DurationType })
          }
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {durationLabels[unit]}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

export function StepTime() {
  const { draft, update, flag, text, next, back } = useDraft(3)
  const experience = draft.itemCategoryType === 1
  const { shown, leave, check } = useStepErrors({
    min: checkMinDuration(draft.minDuration),
    max: draft.isNoMaxHireDuration ? null : checkMaxDuration(draft.minDuration, draft.maxDuration),
    group:
      experience && draft.isGroupBooking
        ? checkGroup(draft.minGroup, draft.maxGroup, draft.isNoMaxGroup)
        : null,
  })
  const onContinue = () => {
    if (check()) next()
  }
  /** The minimum or maximum duration, its error shown once its number is left. */
  const durationRow = (bound: 'min' | 'max') => {
    const key = `${bound}Duration` as const
    return (
      <DurationRow
        bound={bound}
        duration={draft[key]}
        onChange={(duration) => update({ [key]: duration })}
        onBlur={() => leave(bound)}
        error={shown[bound]}
      />
    )
  }
  return (
    <StepFrame
      step={3}
      title={experience ? 'Time & Groups' : 'Time'}
      onBack={back}
      onContinue={onContinue}
    >
      {durationRow('min')}
      <Toggle label="No maximum duration" {...flag('isNoMaxHireDuration')} />
      {draft.isNoMaxHireDuration ? null : durationRow('max')}
      {experience ? (
        <fieldset className="wizard-group">
          <legend>Groups</legend>
          <Toggle label="Group booking" {...flag('isGroupBooking')} />
          {draft.isGroupBooking ? (
            <>
              <WholeNumberField label="Minimum group number" {...text('minGroup')} />
              <Toggle label="No maximum group number" {...flag('isNoMaxGroup')} />
              {draft.isNoMaxGroup ? null : (
                <WholeNumberField label="Maximum group number" {...text('maxGroup')} />
              )}
              {shown.group ? (
                <p className="wizard-error" role="alert">
                  {shown.group}
                </p>
              ) : null}
            </>
          ) : null}
        </fieldset>
      ) : null}
    </StepFrame>
  )
}
