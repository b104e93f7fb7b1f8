/** Date: a button showing the chosen range that opens the range picker. */
import { useState } from 'react'
import { type Dayjs, formatFullDate, formatRange } from '../../shared/format/dates.ts'
import { DateRangeDialog } from './DateRangeDialog.tsx'

export interface DateRangeFieldProps {
  start: Dayjs
  end: Dayjs
  onChange: (start: Dayjs, end: Dayjs) => void
}

export function DateRangeField({ start, end, onChange }: DateRangeFieldProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="hire-field hire-field-dates" part="field field-dates">
      <span className="hire-field-label" aria-hidden="true">
        Date
      </span>
      <button
        type="button"
        className="hire-field-input hire-date-button"
        part="input"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Date, ${formatFullDate(start)} to ${formatFullDate(end)}`}
        onClick={() => setOpen(true)}
      >
        {formatRange(start, end)}
      </button>
      {open ? (
        <DateRangeDialog
          start={start}
          end={end}
          onApply={onChange}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  )
}
