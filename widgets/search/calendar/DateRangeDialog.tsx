/**
 * The date range picker: two months side by side, nothing before today. Arrow keys move
 * by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space picks; picking the end date applies the range and closes (unless
 * `checkRange` refuses it: its message shows and the picker stays open). Days before
 * `earliest` (today by default) cannot be picked. Loaded on demand (with dayjs) the first
 * time the picker opens.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { type DayRange, pickRangeDay } from '../../../shared/domain/lib/date-range.ts'
import { gridMoveForKey, moveDay } from '../../../shared/format/calendar.ts'
import { type Dayjs, dayjs, formatFullDate, startOfDay } from '../../../shared/format/dates.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { CalendarMonth } from './CalendarMonth.tsx'
import calendarCss from './calendar.css?inline'

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

function visibleView(view: Dayjs, focus: Dayjs, earliest: Dayjs): Dayjs {
  const month = focus.startOf('month')
  if (month.isBefore(view, 'month'))
    return month.isBefore(earliest, 'month') ? earliest.startOf('month') : month
  if (month.isAfter(view.add(1, 'month'), 'month')) return month.subtract(1, 'month')
  return view
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
  const [focus, setFocus] = useState(() => (start < earliest.valueOf() ? earliest : dayjs(start)))
  const [view, setView] = useState(focus.startOf('month'))
  const focusRef = useRef<HTMLTableCellElement>(null)
  const moved = useRef(false)
  const unavailable = useUnavailableDays(view, today, loadUnavailable)
  const isUnavailable = (day: Dayjs) => unavailable.has(day.format(dayKey))

  // Focus follows the keyboard as soon as the new day is in the DOM.
  useLayoutEffect(() => {
    if (moved.current) focusRef.current?.focus()
    moved.current = false
  }, [focus])

  const moveTo = (day: Dayjs) => {
    moved.current = true
    setFocus(day)
    setView((current) => visibleView(current, day, earliest))
  }

  const pick = (day: Dayjs) => {
    const next = pickRangeDay(range, day.valueOf(), earliest.valueOf(), (value) =>
      isUnavailable(dayjs(value)),
    )
    if (next === range) return
    setRange(next)
    moveTo(day)
    if (!next || next.end === null) {
      setProblem(null)
      return
    }
    const refused = checkRange?.(next.start, next.end) ?? null
    setProblem(refused)
    if (refused) return
    onApply(next.start, next.end)
    onClose()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick(focus)
      return
    }
    const move = gridMoveForKey(event.key, event.shiftKey)
    if (!move) return
    event.preventDefault()
    moveTo(moveDay(focus, move, earliest))
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')
    const key = cell?.dataset.day
    if (key) pick(dayjs(key).startOf('day'))
  }

  const showMonth = (offset: number) => {
    const nextView = view.add(offset, 'month')
    if (nextView.isBefore(earliest, 'month')) return
    setView(nextView)
    const shifted = focus.add(offset, 'month')
    setFocus(shifted.isBefore(earliest, 'day') ? earliest : shifted)
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
      <div className="hire-calendar-nav">
        <button
          type="button"
          className="hire-button"
          aria-label="Previous month"
          disabled={!view.isAfter(earliest, 'month')}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="hire-button"
          aria-label="Next month"
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks and keys of the day cells inside */}
      <div className="hire-calendar-months" onKeyDown={onKeyDown} onClick={onClick}>
        {[view, view.add(1, 'month')].map((month) => (
          <CalendarMonth
            key={month.valueOf()}
            month={month}
            range={range}
            focus={focus}
            today={today}
            earliest={earliest}
            focusRef={focusRef}
            unavailable={isUnavailable}
          />
        ))}
      </div>
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
