/**
 * Step 1 of the change dialog: two months of the search bar's date grid
 * (`widgets/search/calendar/CalendarMonth.tsx`, WAI-ARIA grid) inline in the dialog rather
 * than in a dialog of its own, with the same keys: arrows by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space picks. Days
 * before today cannot be picked. Loaded with the dialog, on demand (it carries dayjs).
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { DayRange } from '../../../shared/domain/lib/date-range.ts'
import { gridMoveForKey, moveDay } from '../../../shared/format/calendar.ts'
import { type Dayjs, dayjs } from '../../../shared/format/dates.ts'
import { CalendarMonth } from '../../search/calendar/CalendarMonth.tsx'

export interface ChangeCalendarProps {
  range: DayRange | null
  /** local midnight of today */
  today: number
  /** the day focused first (the booking's end) */
  initial: number
  onPick: (day: number) => void
  focusRef: { current: HTMLTableCellElement | null }
}

/** Keeps the focused day among the two months shown. */
function visibleView(view: Dayjs, focus: Dayjs, earliest: Dayjs): Dayjs {
  const month = focus.startOf('month')
  if (month.isBefore(view, 'month'))
    return month.isBefore(earliest, 'month') ? earliest.startOf('month') : month
  if (month.isAfter(view.add(1, 'month'), 'month')) return month.subtract(1, 'month')
  return view
}

export function ChangeCalendar({ range, today, initial, onPick, focusRef }: ChangeCalendarProps) {
  const earliest = dayjs(today).startOf('day')
  const [focus, setFocus] = useState(() => dayjs(Math.max(initial, today)).startOf('day'))
  const [view, setView] = useState(() => focus.startOf('month'))
  const moved = useRef(false)

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
    if (day.isBefore(earliest, 'day')) return
    onPick(day.valueOf())
    moveTo(day)
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

  return (
    <div className="hire-calendar flow-calendar">
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
            today={earliest}
            focusRef={focusRef as Ref<HTMLTableCellElement>}
          />
        ))}
      </div>
    </div>
  )
}
