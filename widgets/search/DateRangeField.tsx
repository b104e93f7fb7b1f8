/**
 * Date: a button showing the chosen range that opens the range picker. The picker (with
 * dayjs) is a separate chunk, fetched when the button is first hovered, focused or pressed.
 */
import { type ComponentType, useId, useState } from 'react'
import { formatDayRange, formatFullDay } from '../../shared/format/days.ts'
import { reportError } from '../../shared/stores/core/feedback.ts'
import type { DateRangeDialogProps } from './calendar/DateRangeDialog.tsx'

export interface DateRangeFieldProps {
  /** epoch milliseconds at local midnight */
  start: number
  end: number
  onChange: (start: number, end: number) => void
  /** widget id that owns the feedback this field raises */
  owner?: string
}

type Picker = ComponentType<DateRangeDialogProps>
let picker: Promise<Picker> | undefined

function loadPicker(): Promise<Picker> {
  picker ??= import('./calendar/DateRangeDialog.tsx').then(
    (module) => module.DateRangeDialog,
    (error: unknown) => {
      picker = undefined
      throw error
    },
  )
  return picker
}

export function DateRangeField({ start, end, onChange, owner }: DateRangeFieldProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<Picker | null>(null)
  const preload = () => void loadPicker().catch(() => {})
  const show = () => {
    setOpen(true)
    loadPicker().then(
      (component) => setDialog(() => component),
      (error: unknown) => {
        setOpen(false)
        reportError(error, { owner })
      },
    )
  }
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
        <Dialog start={start} end={end} onApply={onChange} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  )
}
