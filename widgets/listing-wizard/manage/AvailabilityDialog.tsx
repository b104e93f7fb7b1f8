/**
 * 'Is item available?': unavailable today, or unavailable for a date range (the two
 * switches exclude each other; both off makes the item available again). The range starts
 * today at the earliest and defaults to today through tomorrow.
 */
import { useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import { availabilityMessages } from '../../../shared/contract/listings/messages.ts'
import { showError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { type OwnerItem, setItemAvailability } from '../../../shared/stores/listings/manage.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Toggle } from '../Field.tsx'

const localDate = (offsetDays = 0) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
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
  const [from, setFrom] = useState(item.unavailablePeriod?.fromDate ?? localDate())
  const [to, setTo] = useState(item.unavailablePeriod?.toDate ?? localDate(1))
  const [busy, setBusy] = useState(false)

  async function save() {
    setBusy(true)
    try {
      const body = today
        ? { itemId: item._id, unavailableToday: true }
        : ranged
          ? { itemId: item._id, fromDate: from, toDate: to }
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
      <Toggle
        label="Unavailable today"
        checked={today}
        onChange={(checked) => {
          setToday(checked)
          if (checked) setRanged(false)
        }}
      />
      <Toggle
        label="Unavailable for dates"
        checked={ranged}
        onChange={(checked) => {
          setRanged(checked)
          if (checked) setToday(false)
        }}
      />
      {ranged ? (
        <div className="wizard-row">
          <label className="wizard-field">
            <span>From</span>
            <input
              type="date"
              min={localDate()}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
          </label>
          <label className="wizard-field">
            <span>To</span>
            <input
              type="date"
              min={from}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </label>
        </div>
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
