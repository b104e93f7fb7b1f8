/**
 * The Change Date dialog ('Request Change', spec part 2 sections 2, 4 and 5): step 1 picks
 * the new end (the start stays: a tap or Enter on a day picks the end at once, days before
 * the start cannot be picked) and Next checks it; step 2 compares the costs and Save sends
 * the request; then 'Your change request submitted'. The logic is
 * `createChangeRequest` (shared/stores/booking/change.ts). Loaded on demand with the
 * calendar and dayjs (`change-entry.ts`) by the site's `ChangeDateHost`, which opens it over
 * the booking detail.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { bookingLabels, bookingNotices } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord, ChangeRequestData } from '../../../shared/contract/booking/records.ts'
import type { DayRange } from '../../../shared/domain/lib/date-range.ts'
import { dayjs } from '../../../shared/format/dates.ts'
import { startOfDayMs } from '../../../shared/format/days.ts'
import { createChangeRequest } from '../../../shared/stores/booking/change.ts'
import { useStore } from '../../runtime/use-store.ts'
import calendarCss from '../../ui/calendar/calendar.css?inline'
import { RangeCalendar } from '../../ui/calendar/RangeCalendar.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { CostComparison } from './CostComparison.tsx'
import changeCss from './change.css?inline'
import { formatDay, formatPeriod } from './format.ts'

export interface ChangeDateModalProps {
  booking: BookingRecord
  onClose: () => void
  /** after 'Your change request submitted' (the booking detail is loaded again already) */
  onSubmitted?: (data: ChangeRequestData) => void
  /** local midnight of today (tests) */
  today?: number
}

export const changeTexts = {
  step1: 'Step 1 of 2: choose your new dates',
  step2: 'Step 2 of 2: compare the cost',
  rule: 'The start date stays the same; choose a later end date.',
  afterSubmit:
    'The supplier will approve or decline your new dates. If they cost more, you pay the difference once approved.',
} as const

/** What is chosen: the start, which stays, and the new end once one is picked. */
function rangeStatus(range: DayRange | null, booking: BookingRecord): string {
  const start = formatDay(booking.startDate)
  if (!range?.end || range.end === booking.endDate) {
    return `Start date ${start} stays. Choose a new end date.`
  }
  return `New dates: ${start} to ${formatDay(range.end)}.`
}

export function ChangeDateModal({
  booking,
  onClose,
  onSubmitted,
  today = startOfDayMs(),
}: ChangeDateModalProps) {
  const [request] = useState(() => createChangeRequest(booking, { today }))
  const value = useStore(request.$change)
  const [checking, setChecking] = useState(false)
  const dayRef = useRef<HTMLTableCellElement>(null)
  const firstDay = dayjs(today).startOf('day')
  // The start stays: only days from it on (and from today on) can be the new end.
  const bookingStart = dayjs(booking.startDate).startOf('day')
  const earliest = bookingStart.isAfter(firstDay) ? bookingStart : firstDay
  const stepRef = useRef<HTMLParagraphElement>(null)
  const first = useRef(true)

  // A new step replaces the buttons that had focus: the step's heading takes it.
  useEffect(() => {
    if (first.current) first.current = false
    else stepRef.current?.focus()
  }, [value.step])

  const next = async () => {
    setChecking(true)
    await request.next()
    setChecking(false)
  }
  const save = async () => {
    const data = await request.save()
    if (data) onSubmitted?.(data)
  }

  const error = value.error ? (
    <p className="flow-error" role="alert">
      {value.error}
    </p>
  ) : null

  let body: ReactNode
  if (value.step === 'done') {
    body = (
      <>
        <p ref={stepRef} tabIndex={-1} className="flow-lead" role="status">
          {bookingNotices.changeRequestSubmitted}
        </p>
        <p>{changeTexts.afterSubmit}</p>
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button hire-button-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    )
  } else if (value.step === 'compare' && value.quote) {
    body = (
      <>
        <p ref={stepRef} tabIndex={-1} className="flow-step">
          {changeTexts.step2}
        </p>
        <CostComparison booking={booking} quote={value.quote} />
        {error}
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={request.back}>
            Back
          </button>
          <button
            type="button"
            className="hire-button hire-button-primary"
            disabled={value.saving}
            onClick={() => void save()}
          >
            {value.saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </>
    )
  } else {
    body = (
      <>
        <p ref={stepRef} tabIndex={-1} className="flow-step">
          {changeTexts.step1}
        </p>
        <p>
          Current dates: {formatPeriod(booking)}. {changeTexts.rule}
        </p>
        <div className="hire-search">
          <RangeCalendar
            className="hire-calendar"
            range={value.range}
            today={firstDay}
            earliest={earliest}
            initial={dayjs(booking.startDate)}
            onPick={(day) => {
              if (day.isBefore(earliest, 'day')) return false
              request.pick(day.valueOf())
              return true
            }}
            focusRef={dayRef}
          />
        </div>
        <p className="hire-calendar-status" aria-live="polite">
          {rangeStatus(value.range, booking)}
        </p>
        {error}
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="hire-button hire-button-primary"
            disabled={checking}
            aria-busy={checking || undefined}
            onClick={() => void next()}
          >
            Next
          </button>
        </div>
      </>
    )
  }

  return (
    <Dialog
      title={bookingLabels.requestChange}
      onClose={onClose}
      initialFocus={dayRef}
      className="flow-change-dialog"
      part="change-dialog"
    >
      <style>{calendarCss + changeCss}</style>
      {body}
    </Dialog>
  )
}

export default ChangeDateModal
