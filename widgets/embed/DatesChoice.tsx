/**
 * The builder's date prefill: a button showing the chosen range ('Any dates' without one)
 * that opens the project's range picker (its own chunk, fetched on first hover, focus or
 * press; a failed fetch offers Retry), and 'Clear dates'. Dates travel as 'YYYY-MM-DD',
 * as the prefill attributes take them.
 */
import { useId, useState } from 'react'
import { parseDay } from '../../shared/domain/catalogue/prefill.ts'
import { defaultDayRange, formatDayRange, formatFullDay } from '../../shared/format/days.ts'
import { lazyPart } from '../ui/lazy-part.tsx'
import { dayKey } from './pickers.ts'

const DateRangeDialog = lazyPart(
  () => import('../ui/calendar/DateRangeDialog.tsx').then((m) => m.DateRangeDialog),
  { quiet: true },
)

export interface DatesChoiceProps {
  start: string | undefined
  end: string | undefined
  onChange: (start: string | undefined, end: string | undefined) => void
}

export function DatesChoice({ start, end, onChange }: DatesChoiceProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const from = start ? parseDay(start) : null
  const to = end ? parseDay(end) : null
  const chosen = from !== null && to !== null
  const shown = chosen ? formatDayRange(from, to) : 'Any dates'
  const preload = () => void DateRangeDialog.preload().catch(() => {})
  const fallback = defaultDayRange()
  return (
    <fieldset className="embed-field embed-dates-field">
      <legend className="embed-label">Dates</legend>
      <div className="embed-dates">
        <button
          type="button"
          className="hire-button embed-dates-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`Dates: ${shown}`}
          aria-describedby={chosen ? `${id}-full` : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          {shown}
        </button>
        {chosen ? (
          <button
            type="button"
            className="hire-button"
            onClick={() => onChange(undefined, undefined)}
          >
            Clear dates
          </button>
        ) : null}
      </div>
      {chosen ? (
        <span id={`${id}-full`} hidden>
          {`${formatFullDay(from)} to ${formatFullDay(to)}`}
        </span>
      ) : null}
      {open ? (
        <DateRangeDialog
          start={from ?? fallback.start}
          end={to ?? fallback.end}
          onApply={(next, last) => onChange(dayKey(next), dayKey(last))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  )
}
