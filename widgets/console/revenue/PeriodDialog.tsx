/**
 * The revenue period's date range (spec part 3 sections 2.10 and 5): the two-month range
 * picker the hirer's search uses (keyboard and screen-reader ready, loaded on demand),
 * past days included since revenue looks back. The end is two days after the start by
 * default; a range whose start is not before its end shows 'Start date must be before end
 * date' and the picker stays open.
 */
import { supplierApiMessages } from '../../../shared/contract/supplier/messages.ts'
import { defaultRangeEnd, isoDay, rangeUsable } from '../../../shared/domain/supplier/revenue.ts'
import { startOfDayMs } from '../../../shared/format/days.ts'
import { lazyPart } from '../../ui/lazy-part.tsx'

const DateRangeDialog = lazyPart(
  () => import('../../ui/calendar/DateRangeDialog.tsx').then((m) => m.DateRangeDialog),
  { quiet: true },
)

export const periodTitle = 'Choose a period'

/** The spec's message when a picked range cannot be used (start not before end), else null. */
export function periodProblem(start: number, end: number): string | null {
  return rangeUsable(isoDay(new Date(start)), isoDay(new Date(end)))
    ? null
    : supplierApiMessages.periodInvalid
}

export function PeriodDialog({
  onApply,
  onClose,
}: {
  onApply: (range: { start: string; end: string }) => void
  onClose: () => void
}) {
  const start = startOfDayMs()
  return (
    <DateRangeDialog
      title={periodTitle}
      start={start}
      end={startOfDayMs(defaultRangeEnd(new Date(start)))}
      earliest={null}
      checkRange={periodProblem}
      onApply={(from, to) => onApply({ start: isoDay(new Date(from)), end: isoDay(new Date(to)) })}
      onClose={onClose}
    />
  )
}
