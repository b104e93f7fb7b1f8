/**
 * The open or pick-up days and times: Monday to Sunday plus Everyday, 15-minute steps, an
 * hour's gap, no day twice, at most 7 rows; or 'same as business hours'.
 */
import { useState } from 'react'
import type { PickUpDay } from '../../shared/contract/catalogue/items.ts'
import {
  addDay,
  canAddDay,
  checkDayRow,
  chooseDay,
  type DayRow,
  dayOptions,
  removeDay,
  setTime,
  timeChoices,
} from '../../shared/domain/listings/opening-times.ts'
import { Toggle } from './Field.tsx'

export interface TimesEditorProps {
  rows: DayRow[]
  sameAsBusiness: boolean
  onChange: (rows: DayRow[], sameAsBusiness: boolean) => void
  error?: string | null | undefined
}

export function TimesEditor({ rows, sameAsBusiness, onChange, error }: TimesEditorProps) {
  const [dayError, setDayError] = useState<string | null>(null)
  return (
    <fieldset className="wizard-group">
      <legend>Open or pick-up days and times</legend>
      <Toggle
        label="Same as business hours"
        checked={sameAsBusiness}
        onChange={(checked) => onChange(rows, checked)}
      />
      {sameAsBusiness
        ? null
        : rows.map((row, index) => {
            const rowError = checkDayRow(row)
            return (
              <div key={row.id} className="wizard-day">
                <select
                  aria-label={`Day ${index + 1}`}
                  value={row.day}
                  onChange={(event) => {
                    const chosen = chooseDay(rows, row.id, event.currentTarget.value as PickUpDay)
                    setDayError(chosen.error)
                    onChange(chosen.rows, false)
                  }}
                >
                  <option value="">Select day</option>
                  {dayOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                {(['startTime', 'endTime'] as const).map((field) => (
                  <select
                    key={field}
                    aria-label={`${field === 'startTime' ? 'Start time' : 'Close time'} of day ${index + 1}`}
                    value={row[field]}
                    onChange={(event) =>
                      onChange(setTime(rows, row.id, field, event.currentTarget.value), false)
                    }
                  >
                    {timeChoices.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                ))}
                <button
                  type="button"
                  className="hire-button"
                  aria-label={`Remove day ${index + 1}`}
                  onClick={() => onChange(removeDay(rows, row.id), false)}
                >
                  Remove
                </button>
                {row.day && rowError ? (
                  <p className="wizard-error" role="alert">
                    {rowError}
                  </p>
                ) : null}
              </div>
            )
          })}
      {sameAsBusiness ? null : (
        <button
          type="button"
          className="hire-button"
          disabled={!canAddDay(rows)}
          onClick={() => onChange(addDay(rows), false)}
        >
          Add new
        </button>
      )}
      {dayError || error ? (
        <p className="wizard-error" role="alert">
          {dayError ?? error}
        </p>
      ) : null}
    </fieldset>
  )
}
