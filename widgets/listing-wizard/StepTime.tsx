/**
 * Step 3 'Time' (items) or 'Time & Groups' (experiences): minimum and maximum duration with
 * their units (e, +, - and . refused), no maximum, and group booking for experiences.
 */
import { type KeyboardEvent, useState } from 'react'
import { type DurationType, durationLabels } from '../../shared/domain/listings/durations.ts'
import {
  blockedNumberKeys,
  checkGroup,
  checkMaxDuration,
  checkMinDuration,
} from '../../shared/domain/listings/rules.ts'
import { Field, Toggle } from './Field.tsx'
import { StepFrame } from './StepFrame.tsx'
import { useDraft } from './use-draft.ts'

const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (blockedNumberKeys.includes(event.key)) event.preventDefault()
}
const digits = (text: string) => text.replace(/\D/g, '')
const units: DurationType[] = [4, 1, 2, 3]

function UnitSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: DurationType
  onChange: (type: DurationType) => void
}) {
  return (
    <label className="wizard-field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value) as DurationType)}
      >
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {durationLabels[unit]}
          </option>
        ))}
      </select>
    </label>
  )
}

export function StepTime() {
  const { draft, update, next, back } = useDraft(3)
  const [shown, setShown] = useState<Record<string, string | null>>({})
  const experience = draft.itemCategoryType === 1
  const errors = {
    min: checkMinDuration(draft.minDuration),
    max: draft.isNoMaxHireDuration ? null : checkMaxDuration(draft.minDuration, draft.maxDuration),
    group:
      experience && draft.isGroupBooking
        ? checkGroup(draft.minGroup, draft.maxGroup, draft.isNoMaxGroup)
        : null,
  }
  const onContinue = () => {
    setShown(errors)
    if (Object.values(errors).every((error) => error === null)) next()
  }
  return (
    <StepFrame
      step={3}
      title={experience ? 'Time & Groups' : 'Time'}
      onBack={back}
      onContinue={onContinue}
    >
      <div className="wizard-row">
        <Field
          label="Minimum hire or experience duration"
          inputMode="numeric"
          value={draft.minDuration.value}
          onKeyDown={blockKeys}
          onChange={(value) =>
            update({ minDuration: { ...draft.minDuration, value: digits(value) } })
          }
          onBlur={() => setShown((s) => ({ ...s, min: errors.min }))}
          error={shown.min}
        />
        <UnitSelect
          label="Minimum unit"
          value={draft.minDuration.type}
          onChange={(type) => update({ minDuration: { ...draft.minDuration, type } })}
        />
      </div>
      <Toggle
        label="No maximum duration"
        checked={draft.isNoMaxHireDuration}
        onChange={(isNoMaxHireDuration) => update({ isNoMaxHireDuration })}
      />
      {draft.isNoMaxHireDuration ? null : (
        <div className="wizard-row">
          <Field
            label="Maximum hire or experience duration"
            inputMode="numeric"
            value={draft.maxDuration.value}
            onKeyDown={blockKeys}
            onChange={(value) =>
              update({ maxDuration: { ...draft.maxDuration, value: digits(value) } })
            }
            onBlur={() => setShown((s) => ({ ...s, max: errors.max }))}
            error={shown.max}
          />
          <UnitSelect
            label="Maximum unit"
            value={draft.maxDuration.type}
            onChange={(type) => update({ maxDuration: { ...draft.maxDuration, type } })}
          />
        </div>
      )}
      {experience ? (
        <fieldset className="wizard-group">
          <legend>Groups</legend>
          <Toggle
            label="Group booking"
            checked={draft.isGroupBooking}
            onChange={(isGroupBooking) => update({ isGroupBooking })}
          />
          {draft.isGroupBooking ? (
            <>
              <Field
                label="Minimum group number"
                inputMode="numeric"
                value={draft.minGroup}
                onKeyDown={blockKeys}
                onChange={(value) => update({ minGroup: digits(value) })}
              />
              <Toggle
                label="No maximum group number"
                checked={draft.isNoMaxGroup}
                onChange={(isNoMaxGroup) => update({ isNoMaxGroup })}
              />
              {draft.isNoMaxGroup ? null : (
                <Field
                  label="Maximum group number"
                  inputMode="numeric"
                  value={draft.maxGroup}
                  onKeyDown={blockKeys}
                  onChange={(value) => update({ maxGroup: digits(value) })}
                />
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
