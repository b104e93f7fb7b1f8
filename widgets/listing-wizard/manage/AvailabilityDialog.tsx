/**
 * 'Is item available?': unavailable today, or unavailable for a date range (the two
 * switches exclude each other; both off makes the item available again). The range is
 * picked in the two-month range picker the hirer's search uses (keyboard and screen-reader
 * ready, loaded on demand), with no past day, and defaults to today through tomorrow.
 */
import { useId, useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import { availabilityMessages } from '../../../shared/contract/listings/messages.ts'
import {
  defaultDayRange,
  formatDayRange,
  formatFullDay,
  startOfDayMs,
} from '../../../shared/format/days.ts'
import { showError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { type OwnerItem, setItemAvailability } from '../../../shared/stores/listings/manage.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { lazyPart } from '../../ui/lazy-part.tsx'
import { Toggle } from '../Field.tsx'

const DateRangeDialog = lazyPart(
  () => import('../../ui/calendar/DateRangeDialog.tsx').then((m) => m.DateRangeDialog),
  { quiet: true },
)

export const availabilityDatesLabel = 'Unavailable dates'

const pad = (value: number) => String(value).padStart(2, '0')

/** A local midnight as the call's 'YYYY-MM-DD'. */
export function isoOfDay(day: number): string {
  const date = new Date(day)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The local midnight of a 'YYYY-MM-DD' date. */
export function dayOfIso(iso: string): number {
  const [year, month, date] = iso.split('-').map(Number)
  return startOfDayMs(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1))
}

/** The item's unavailable period as days, or today through tomorrow. */
export function initialRange(item: Pick<OwnerItem, 'unavailablePeriod'>): {
  start: number
  end: number
} {
  const period = item.unavailablePeriod
  if (!period) return defaultDayRange()
  return { start: dayOfIso(period.fromDate), end: dayOfIso(period.toDate) }
}

/** A switch's change that also turns the other switch off when this one turns on. */
const excluding =
  (set: (on: boolean) => void, other: (on: boolean) => void) => (checked: boolean) => {
    set(checked)
    if (checked) other(false)
  }

export function AvailabilityDialog({
  item,
  owner,
  onClose,
}: {
  item: OwnerItem
  owner: string
  onClose: (changed: boolean) => void
}) {
  const [today, setToday] = useState(item.unavailableToday === true)
  const [ranged, setRanged] = useState(item.unavailablePeriod != null)
  const [range, setRange] = useState(() => initialRange(item))
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  const id = useId()

  async function save() {
    setBusy(true)
    try {
      const body = today
        ? { itemId: item._id, unavailableToday: true }
        : ranged
          ? { itemId: item._id, fromDate: isoOfDay(range.start), toDate: isoOfDay(range.end) }
          : { itemId: item._id, removeDate: true as const }
      showSuccess(await setItemAvailability(body), owner)
      onClose(true)
    } catch (error) {
      showError(messageOf(error), owner)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog title={availabilityMessages.title} onClose={() => onClose(false)}>
      <Toggle label="Unavailable today" checked={today} onChange={excluding(setToday, setRanged)} />
      <Toggle
        label="Unavailable for dates"
        checked={ranged}
        onChange={excluding(setRanged, setToday)}
      />
      {ranged ? (
        <div className="wizard-field">
          <span id={`${id}-label`}>{availabilityDatesLabel}</span>
          <button
            type="button"
            className="hire-button wizard-dates"
            aria-haspopup="dialog"
            aria-expanded={picking}
            aria-labelledby={`${id}-label ${id}-value`}
            onPointerEnter={() => void DateRangeDialog.preload()}
            onFocus={() => void DateRangeDialog.preload()}
            onClick={() => setPicking(true)}
          >
            <span id={`${id}-value`}>
              {formatDayRange(range.start, range.end)}
              <span className="hire-visually-hidden">
                {`: ${formatFullDay(range.start)} to ${formatFullDay(range.end)}`}
              </span>
            </span>
          </button>
        </div>
      ) : null}
      {picking ? (
        <DateRangeDialog
          title={availabilityDatesLabel}
          start={range.start}
          end={range.end}
          onApply={(start, end) => setRange({ start, end })}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <div className="hire-dialog-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={busy}
          onClick={() => void save()}
        >
          Save
        </button>
      </div>
    </Dialog>
  )
}
