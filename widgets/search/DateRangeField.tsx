/**
 * Date: a button showing the chosen range that opens the range picker
 * (`calendar/use-range-picker.ts`, fetched on first hover, focus or press).
 */
import { useId } from 'react'
import { formatDayRange, formatFullDay } from '../../shared/format/days.ts'
import { useRangePicker } from '../ui/calendar/use-range-picker.ts'

export interface DateRangeFieldProps {
  /** epoch milliseconds at local midnight */
  start: number
  end: number
  onChange: (start: number, end: number) => void
  /** widget id that owns the feedback this field raises */
  owner?: string
}

export function DateRangeField({ start, end, onChange, owner }: DateRangeFieldProps) {
  const id = useId()
  const { open, Dialog, preload, show, close } = useRangePicker(owner)
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
        aria-busy={(open && !Dialog) || undefined}
        aria-label={`Date: ${formatDayRange(start, end)}`}
        aria-describedby={`${id}-full`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        {formatDayRange(start, end)}
      </button>
      <span id={`${id}-full`} hidden>
        {`${formatFullDay(start)} to ${formatFullDay(end)}`}
      </span>
      {open && Dialog ? (
        <Dialog start={start} end={end} onApply={onChange} onClose={close} />
      ) : null}
    </div>
  )
}
