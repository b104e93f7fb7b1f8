/**
 * One month of the date grid (WAI-ARIA date picker grid): a table with role=grid, one
 * gridcell per day named by its full date, aria-selected inside the chosen range and
 * aria-disabled before today and on the days `unavailable` names (an item's booked-out or
 * paused days, also said in the cell's name). Only the focused day is in the tab order; clicks and keys
 * are handled by the picker around the grids (cells carry their date in data-day).
 */
import type { Ref } from 'react'
import { useId } from 'react'
import { type DayRange, inRange } from '../../../shared/domain/lib/date-range.ts'
import { monthWeeks, weekdayNames } from '../../../shared/format/calendar.ts'
import { type Dayjs, formatFullDate, formatMonth } from '../../../shared/format/dates.ts'

export interface CalendarMonthProps {
  month: Dayjs
  range: DayRange | null
  focus: Dayjs
  today: Dayjs
  /** the first day that can be picked (today when left out) */
  earliest?: Dayjs | undefined
  focusRef: Ref<HTMLTableCellElement>
  /** whether `day` cannot be booked (beyond being past) */
  unavailable?: ((day: Dayjs) => boolean) | undefined
}

function Day({
  day,
  range,
  focus,
  today,
  earliest,
  focusRef,
  unavailable,
}: Omit<CalendarMonthProps, 'month'> & { day: Dayjs }) {
  const value = day.valueOf()
  const past = day.isBefore(earliest ?? today, 'day')
  const taken = !past && (unavailable?.(day) ?? false)
  const classes = ['hire-day']
  if (inRange(range, value)) classes.push('hire-day-selected')
  if (range && (value === range.start || value === range.end)) classes.push('hire-day-edge')
  if (past || taken) classes.push('hire-day-disabled')
  const focused = day.isSame(focus, 'day')
  return (
    <td
      ref={focused ? focusRef : undefined}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of the WAI-ARIA date grid
      role="gridcell"
      data-day={day.format('YYYY-MM-DD')}
      tabIndex={focused ? 0 : -1}
      aria-selected={inRange(range, value)}
      aria-disabled={past || taken || undefined}
      aria-current={day.isSame(today, 'day') ? 'date' : undefined}
      aria-label={taken ? `${formatFullDate(day)}, unavailable` : formatFullDate(day)}
      className={classes.join(' ')}
      part="day"
    >
      {day.date()}
    </td>
  )
}

export function CalendarMonth({ month, ...rest }: CalendarMonthProps) {
  const id = useId()
  return (
    <div className="hire-month">
      <h3 id={`${id}-caption`} className="hire-month-caption">
        {formatMonth(month)}
      </h3>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with role grid
        role="grid"
        aria-labelledby={`${id}-caption`}
        className="hire-month-grid"
        part="calendar"
      >
        <thead>
          <tr>
            {weekdayNames(month).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)?.valueOf()}>
              {week.map((day, index) =>
                day ? (
                  <Day key={day.valueOf()} day={day} {...rest} />
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
