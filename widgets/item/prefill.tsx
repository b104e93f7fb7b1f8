/**
 * `<hire-item start-date end-date units group-size>`: the partner's prefill of the booking
 * panel. It is handed to the panel as this tab's booking draft for the item (the panel
 * restores a draft when it mounts), unless the visitor already has a draft of their own
 * for it, which is newer. The panel then clamps the count to the item's limits, as it does
 * for any draft. A draft needs both days, so a count alone waits for dates; bad values are
 * left out and reported as `hire-error` (shared/domain/catalogue/prefill.ts).
 */
import { useMemo } from 'react'
import { parsePrefill } from '../../shared/domain/catalogue/prefill.ts'
import { readBookingDraft, saveBookingDraft } from '../../shared/stores/checkout/request-item.ts'
import { useReportProblems } from '../runtime/problems.ts'
import { ItemWidget, type ItemWidgetProps } from './ItemWidget.tsx'

export interface ItemPrefillProps {
  /** prefill: first day, YYYY-MM-DD */
  startDate?: string
  /** prefill: last day, YYYY-MM-DD */
  endDate?: string
  /** prefill: units to hire */
  units?: string
  /** prefill: people in the group (an experience) */
  groupSize?: string
}

export function PrefilledItemWidget({
  startDate,
  endDate,
  units,
  groupSize,
  ...props
}: ItemWidgetProps & ItemPrefillProps) {
  const { itemId } = props
  const { prefill, problems } = useMemo(
    () => parsePrefill('hire-item', { startDate, endDate, units, groupSize }),
    [startDate, endDate, units, groupSize],
  )
  useReportProblems('hire-item', problems)
  // During render, before the panel's mount effect reads the draft.
  useMemo(() => {
    if (!itemId || prefill.startDate === undefined || typeof sessionStorage === 'undefined') return
    if (readBookingDraft(itemId)) return
    saveBookingDraft(itemId, {
      startDate: prefill.startDate,
      endDate: prefill.endDate ?? prefill.startDate,
      startTime: null,
      endTime: null,
      quantity: prefill.quantity ?? 1,
    })
  }, [itemId, prefill])
  return <ItemWidget {...props} />
}
