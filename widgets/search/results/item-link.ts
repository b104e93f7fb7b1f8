/**
 * Where a result leads: the item page, carrying the searched dates in the same query the
 * partner hand-over uses (`?item&start&end&count`), so the item's booking panel opens with
 * the days the hirer searched for. Dates already past (an old link) are left out: the panel
 * would only greet the hirer with an error.
 */
import type { SearchState } from '../../../shared/domain/catalogue/search-filters.ts'
import { selectionQuery } from '../../../shared/stores/checkout/request-item.ts'

/** Today's local midnight is never further back than this, in any time zone. */
const dayWithSlackMs = 25 * 60 * 60 * 1000

export function resultItemHref(
  itemId: string,
  dates: Pick<SearchState, 'startDate' | 'endDate'>,
  now = Date.now(),
): string {
  const path = `/equipments/${encodeURIComponent(itemId)}`
  const { startDate, endDate } = dates
  if (startDate === undefined || endDate === undefined) return path
  if (endDate < startDate || startDate < now - dayWithSlackMs) return path
  const selection = { startDate, endDate, startTime: null, endTime: null, quantity: 1 }
  return `${path}?${selectionQuery(itemId, selection)}`
}
