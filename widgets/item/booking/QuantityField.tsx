/**
 * Units of a product or the group size of an experience: a number field with − and +
 * buttons, kept within the item's bounds.
 */
import { useId } from 'react'
import { plural } from '../../../shared/format/text.ts'
import { clampQuantity, countMaximum, type QuantityBounds } from './rules.ts'

export interface QuantityFieldProps {
  value: number
  bounds: QuantityBounds
  onChange: (value: number) => void
}

export function QuantityField({ value, bounds, onChange }: QuantityFieldProps) {
  const id = useId()
  const people = bounds.kind === 'people'
  const label = people ? 'Group size' : 'Units'
  const set = (next: number) => onChange(clampQuantity(next, bounds))
  return (
    <div className="hire-booking-field">
      <label className="hire-booking-label" htmlFor={id}>
        {label}
      </label>
      <div className="hire-booking-stepper">
        <button
          type="button"
          className="hire-button"
          aria-label={people ? 'Fewer people' : 'Fewer units'}
          disabled={value <= bounds.min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          value={value}
          aria-describedby={`${id}-bounds`}
          onChange={(event) => {
            const next = Number(event.currentTarget.value)
            if (event.currentTarget.value !== '' && Number.isFinite(next)) set(next)
          }}
        />
        <button
          type="button"
          className="hire-button"
          aria-label={people ? 'More people' : 'More units'}
          disabled={value >= bounds.max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-bounds`} className="hire-booking-hint">
        {people
          ? bounds.max >= countMaximum
            ? `${bounds.min} or more people`
            : `${bounds.min} to ${bounds.max} people`
          : `${plural(bounds.max, 'unit')} available`}
      </p>
    </div>
  )
}
