/** The sort dropdown: a native select with the six sort codes (spec part 1, "Sort options"). */
import { useId } from 'react'
import { sortOptions } from '../../../shared/contract/catalogue/catalogue.ts'

export interface SortSelectProps {
  value: number | undefined
  onChange: (code: number | undefined) => void
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId()
  return (
    <div className="results-sort">
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select
        id={`${id}-sort`}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const code = event.currentTarget.value
          onChange(code ? Number(code) : undefined)
        }}
      >
        <option value="">Recommended</option>
        {sortOptions.map((option) => (
          <option key={option.code} value={String(option.code)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
