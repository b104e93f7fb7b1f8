/**
 * One labelled select of the places filter forms (the location page's destination, the map
 * page's Filters). It is a named field of a GET form, so it also works without JavaScript.
 */
import type { ChangeEventHandler } from 'react'

export interface FilterSelectProps {
  id: string
  label: string
  /** the query field the form submits */
  name: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: ChangeEventHandler<HTMLSelectElement>
}

export function FilterSelect({ id, label, name, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="places-kind">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
