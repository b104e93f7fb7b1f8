/**
 * The date range picker: two months side by side, nothing before today. Arrow keys move
 * by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space picks; picking the end date applies the range and closes (unless
 * `checkRange` refuses it: its message shows and the picker stays open). Days before
 * `earliest` (today by default) cannot be picked. Loaded on demand (with dayjs) the first
 * time the picker opens.
 */
import { useEffect, useRef, useState } from 'react'
import { type DayRange, pickRangeDay } from '../../../shared/domain/lib/date-range.ts'
import { type Dayjs, dayjs, formatFullDate, startOfDay } from '../../../shared/format/dates.ts'
import { Dialog } from '../Dialog.tsx'
import calendarCss from './calendar.css?inline'
import { RangeCalendar } from './RangeCalendar.tsx'

export interface DateRangeDialogProps {
  /** epoch milliseconds at local midnight */
  start: number
  end: number
  onApply: (start: number, end: number) => void
  onClose: () => void
  /**
   * The days from `from` to `to` (YYYY-MM-DD) that cannot be booked; asked for each pair of
   * months shown. Those days cannot be picked and no range spans them.
   */
  loadUnavailable?: ((from: string, to: string) => Promise<readonly string[]>) | undefined
  /** the dialog's title ('Choose dates' by default) */
  title?: string | undefined
  /**
   * epoch ms of the earliest day that can be picked: today by default; null for none (a
   * period in the past, such as the supplier's revenue)
   */
  earliest?: number | null | undefined
  /** a message when a complete range cannot be used (the picker then stays open), else null */
  checkRange?: ((start: number, end: number) => string | null) | undefined
}

const dayKey = 'YYYY-MM-DD'

/**
 * The unavailable days of the months shown (`view` and the next), asked for as the view
 * moves and kept while the dialog is open. A failed answer leaves the days pickable: the
 * server still refuses a booking over them, with its message.
 */
function useUnavailableDays(
  view: Dayjs,
  today: Dayjs,
  load: DateRangeDialogProps['loadUnavailable'],
): ReadonlySet<string> {
  const [days, setDays] = useState<ReadonlySet<string>>(() => new Set())
  const from = (view.isBefore(today, 'day') ? today : view).format(dayKey)
  const to = view.add(1, 'month').endOf('month').format(dayKey)
  useEffect(() => {
    if (!load) return
    let live = true
    load(from, to).then(
      (found) => live && setDays((known) => new Set([...known, ...found])),
      () => {},
    )
    return () => {
      live = false
    }
  }, [load, from, to])
  return days
}

/** The first pickable day; with no limit, the start of epoch time (no picker goes further back). */
const firstDay = (earliest: number | null | undefined, today: Dayjs): Dayjs =>
  earliest === undefined ? today : startOfDay(dayjs(earliest ?? 0))

export function DateRangeDialog({
  start,
  end,
  onApply,
  onClose,
  loadUnavailable,
  title = 'Choose dates',
  earliest: earliestMs,
  checkRange,
}: DateRangeDialogProps) {
  const today = startOfDay()
  const earliest = firstDay(earliestMs, today)
  const [range, setRange] = useState<DayRange | null>({ start, end })
  const [problem, setProblem] = useState<string | null>(null)
  // The first month shown, as the calendar reports it: the unavailable days follow it.
  const [view, setView] = useState(() =>
    dayjs(Math.max(start, earliest.valueOf())).startOf('month'),
  )
  const focusRef = useRef<HTMLTableCellElement>(null)
  const unavailable = useUnavailableDays(view, today, loadUnavailable)
  const isUnavailable = (day: Dayjs) => unavailable.has(day.format(dayKey))

  const pick = (day: Dayjs) => {
    const next = pickRangeDay(range, day.valueOf(), earliest.valueOf(), (value) =>
      isUnavailable(dayjs(value)),
    )
    if (next === range) return false
    setRange(next)
    if (!next || next.end === null) {
      setProblem(null)
      return true
    }
    const refused = checkRange?.(next.start, next.end) ?? null
    setProblem(refused)
    if (!refused) {
      onApply(next.start, next.end)
      onClose()
    }
    return true
  }

  const status =
    range && range.end === null
      ? `Start date ${formatFullDate(dayjs(range.start))}. Choose an end date.`
      : 'Choose a start date.'

  return (
    <Dialog
      title={title}
      onClose={onClose}
      initialFocus={focusRef}
      className="hire-calendar"
      part="calendar-dialog"
    >
      <style>{calendarCss}</style>
      <RangeCalendar
        range={range}
        today={today}
        earliest={earliest}
        initial={dayjs(start)}
        onPick={pick}
        focusRef={focusRef}
        unavailable={isUnavailable}
        onView={setView}
      />
      <p className="hire-calendar-status" aria-live="polite">
        {status}
      </p>
      {problem && (
        <p role="alert" className="hire-calendar-problem">
          {problem}
        </p>
      )}
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}
