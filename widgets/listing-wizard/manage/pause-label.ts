/**
 * What a listing's pause says to its owner: 'Unavailable today' or 'Unavailable 24 Dec – 27
 * Dec', or null while hirers can book it (a period already over included).
 */
import type { SellerItem } from '../../../shared/contract/listings/listing.ts'
import { formatDayRange, startOfDayMs } from '../../../shared/format/days.ts'
import { dayOfIso } from './AvailabilityDialog.tsx'

export function pauseLabel(
  item: Partial<Pick<SellerItem, 'unavailableToday' | 'unavailablePeriod'>>,
  now = Date.now(),
): string | null {
  if (item.unavailableToday) return 'Unavailable today'
  const period = item.unavailablePeriod
  if (!period) return null
  const [from, to] = [dayOfIso(period.fromDate), dayOfIso(period.toDate)]
  return to < startOfDayMs(now) ? null : `Unavailable ${formatDayRange(from, to)}`
}
