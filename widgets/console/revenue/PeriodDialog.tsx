/**
 * The revenue period's date range (spec part 3 sections 2.10 and 5): start and end, the
 * end two days after the start by default; Apply is refused unless start is before end.
 */
import { useState } from 'react'
import { supplierApiMessages } from '../../../shared/contract/supplier/messages.ts'
import { defaultRangeEnd, isoDay, rangeUsable } from '../../../shared/domain/supplier/revenue.ts'
import { Dialog } from '../../ui/Dialog.tsx'

export function PeriodDialog({
  onApply,
  onClose,
}: {
  onApply: (range: { start: string; end: string }) => void
  onClose: () => void
}) {
  const today = new Date()
  const [start, setStart] = useState(isoDay(today))
  const [end, setEnd] = useState(isoDay(defaultRangeEnd(today)))
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    if (!rangeUsable(start, end)) {
      setError(supplierApiMessages.periodInvalid)
      return
    }
    onApply({ start, end })
  }
  return (
    <Dialog title="Choose a period" onClose={onClose} part="period">
      <div className="console-stack">
        <div className="console-field">
          <label htmlFor="console-period-start">Start date</label>
          <input
            id="console-period-start"
            type="date"
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
        </div>
        <div className="console-field">
          <label htmlFor="console-period-end">End date</label>
          <input
            id="console-period-end"
            type="date"
            value={end}
            min={start}
            onChange={(event) => setEnd(event.currentTarget.value)}
          />
        </div>
        {error && (
          <p role="alert" className="console-field-error">
            {error}
          </p>
        )}
      </div>
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="hire-button hire-button-primary" onClick={apply}>
          Apply
        </button>
      </div>
    </Dialog>
  )
}
