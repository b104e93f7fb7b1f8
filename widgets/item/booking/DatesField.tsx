/**
 * Dates: a button showing the chosen days that opens the search bar's range picker. The
 * picker (with dayjs) is the `search-calendar` chunk, fetched when the button is first
 * hovered, focused or pressed, so the item's first load never carries it.
 */
import { type ComponentType, useCallback, useId, useState } from 'react'
import { formatDayRange, formatFullDay, startOfDayMs } from '../../../shared/format/days.ts'
import { reportError } from '../../../shared/stores/core/feedback.ts'
import type { DateRangeDialogProps } from '../../search/calendar/DateRangeDialog.tsx'

type Picker = ComponentType<DateRangeDialogProps>
let picker: Promise<Picker> | undefined

function loadPicker(): Promise<Picker> {
  picker ??= import('../../search/calendar/DateRangeDialog.tsx').then(
    (module) => module.DateRangeDialog,
    (error: unknown) => {
      picker = undefined
      throw error
    },
  )
  return picker
}

export interface DatesFieldProps {
  /** the item whose unavailable days the picker greys out */
  itemId: string
  /** epoch ms at local midnight; null before the hirer chose */
  start: number | null
  end: number | null
  onChange: (start: number, end: number) => void
  owner?: string | undefined
}

export function DatesField({ itemId, start, end, onChange, owner }: DatesFieldProps) {
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
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<Picker | null>(null)
  const chosen = start !== null && end !== null
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
          onClose={() => setOpen(false)}
          loadUnavailable={loadUnavailable}
        />
      ) : null}
    </div>
  )
}
