/**
 * Pick-up and return times of a one-day hire: 'Whole day' by default, or two half-hour
 * times within the day's pick-up hours, which make the hire hourly or half day.
 */
import { useId } from 'react'
import type { PickUpSlot } from '../../../shared/contract/catalogue/items.ts'
import { formatMinutes } from '../labels.ts'
import { timeOptions } from './rules.ts'

export interface TimeFieldsProps {
  day: number
  slots: readonly PickUpSlot[]
  startTime: number | null
  endTime: number | null
  onChange: (startTime: number | null, endTime: number | null) => void
  now: number
}

export function TimeFields({ day, slots, startTime, endTime, onChange, now }: TimeFieldsProps) {
  const id = useId()
  const options = timeOptions(slots, day, now)
  const returns = startTime === null ? [] : options.returns(startTime)
  const pickUp = (value: string) => {
    if (value === '') return onChange(null, null)
    const start = Number(value)
    const next = options.returns(start)
    onChange(start, endTime !== null && next.includes(endTime) ? endTime : (next[0] ?? null))
  }
  return (
    <fieldset className="hire-booking-times">
      <legend className="hire-booking-label">Times</legend>
      <label htmlFor={`${id}-from`}>Pick-up time</label>
      <select
        id={`${id}-from`}
        value={startTime === null ? '' : String(startTime)}
        onChange={(event) => pickUp(event.currentTarget.value)}
      >
        <option value="">Whole day</option>
        {options.pickUp.map((minute) => (
          <option key={minute} value={String(minute)}>
            {formatMinutes(minute)}
          </option>
        ))}
      </select>
      {startTime !== null ? (
        <>
          <label htmlFor={`${id}-to`}>Return time</label>
          <select
            id={`${id}-to`}
            value={endTime === null ? '' : String(endTime)}
            onChange={(event) => onChange(startTime, Number(event.currentTarget.value))}
          >
            {returns.map((minute) => (
              <option key={minute} value={String(minute)}>
                {formatMinutes(minute)}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </fieldset>
  )
}
