/**
 * The one range calendar: two months side by side with Previous and Next month, the
 * WAI-ARIA date grid keys (arrows by day and week, Home/End to the week's ends,
 * PageUp/PageDown by month, with Shift by year, Enter or Space picks) and focus that follows
 * the keyboard. What a pick means is the caller's: the search's dialog builds a range and
 * closes, the change dialog asks for new dates in place.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { DayRange } from '../../../shared/domain/lib/date-range.ts'
import { gridMoveForKey, moveDay } from '../../../shared/format/calendar.ts'
import { type Dayjs, dayjs } from '../../../shared/format/dates.ts'
import { CalendarMonth } from './CalendarMonth.tsx'

export interface RangeCalendarProps {
  range: DayRange | null
  today: Dayjs
  /** the first day that can be picked */
  earliest: Dayjs
  /** the day focused first (moved to `earliest` when before it) */
  initial: Dayjs
  /** a day picked by click or key; answers whether it was taken (focus then moves to it) */
  onPick: (day: Dayjs) => boolean
  focusRef: RefObject<HTMLTableCellElement>
  /** whether `day` cannot be booked (beyond being before `earliest`) */
  unavailable?: ((day: Dayjs) => boolean) | undefined
  /** the first of the two months shown, each time it changes */
  onView?: ((view: Dayjs) => void) | undefined
  className?: string
}

/** Keeps the focused day among the two months shown. */
function visibleView(view: Dayjs, focus: Dayjs, earliest: Dayjs): Dayjs {
  const month = focus.startOf('month')
  if (month.isBefore(view, 'month'))
    return month.isBefore(earliest, 'month') ? earliest.startOf('month') : month
  if (month.isAfter(view.add(1, 'month'), 'month')) return month.subtract(1, 'month')
  return view
}

export function RangeCalendar(props: RangeCalendarProps) {
  const { range, today, earliest, focusRef, onView } = props
  const [focus, setFocus] = useState(() =>
    props.initial.isBefore(earliest, 'day') ? earliest : props.initial,
  )
  const [view, setView] = useState(() => focus.startOf('month'))
  const moved = useRef(false)

  // Focus follows the keyboard as soon as the new day is in the DOM.
  useLayoutEffect(() => {
    if (moved.current) focusRef.current?.focus()
    moved.current = false
  }, [focus])
  useEffect(() => onView?.(view), [view, onView])

  const moveTo = (day: Dayjs) => {
    moved.current = true
    setFocus(day)
    setView((current) => visibleView(current, day, earliest))
  }
  const pick = (day: Dayjs) => {
    if (props.onPick(day)) moveTo(day)
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
    <div className={props.className}>
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
            unavailable={props.unavailable}
          />
        ))}
      </div>
    </div>
  )
}
