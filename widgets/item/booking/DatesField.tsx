/**
 * Dates: a button showing the chosen days that opens the search bar's range picker
 * (`ui/calendar/use-range-picker.ts`: the `calendar` chunk, fetched on first
 * hover, focus or press, so the item's first load never carries it).
 */
import { useCallback, useId } from 'react'
import { formatDayRange, formatFullDay, startOfDayMs } from '../../../shared/format/days.ts'
import { useRangePicker } from '../../ui/calendar/use-range-picker.ts'

export interface DatesFieldProps {
  /** the item whose unavailable days the picker greys out */
  itemId: string
  /** epoch ms at local midnight; null before the hirer chose */
  start: number | null
  end: number | null
  onChange: (start: number, end: number) => void
  owner?: string | undefined
  /** id of the message about the dates ('Please select the proper date.'), while shown */
  describedBy?: string | undefined
}

export function DatesField(props: DatesFieldProps) {
  const { itemId, start, end, onChange, owner, describedBy } = props
  const id = useId()
  // Stable per item: the picker asks again only when the months shown change. Loaded with
  // the picker, never in the item's first load.
  const loadUnavailable = useCallback(
    async (from: string, to: string) =>
      (await import('../../../shared/stores/catalogue/unavailable-days.ts')).unavailableDays(
        itemId,
        from,
        to,
      ),
    [itemId],
  )
  const { open, Dialog, preload, show, close } = useRangePicker(owner)
  const chosen = start !== null && end !== null
  const today = startOfDayMs()
  return (
    <div className="hire-booking-field">
      <span id={`${id}-label`} className="hire-booking-label">
        Dates
      </span>
      <button
        type="button"
        className="hire-button hire-booking-dates"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={(open && !Dialog) || undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        <span id={`${id}-value`}>
          {chosen ? formatDayRange(start, end) : 'Choose dates'}
          {chosen ? (
            <span className="hire-visually-hidden">
              {`: ${formatFullDay(start)} to ${formatFullDay(end)}`}
            </span>
          ) : null}
        </span>
      </button>
      {open && Dialog ? (
        <Dialog
          start={start ?? today}
          end={end ?? today}
          onApply={onChange}
          onClose={close}
          loadUnavailable={loadUnavailable}
        />
      ) : null}
    </div>
  )
}
