/**
 * The days a hirer cannot book an item (GET /items/{id}/unavailable-dates: paused by its
 * supplier, or every unit taken), for the booking panel's date picker. Public: a guest
 * choosing dates sees them too.
 */
import { api } from '../../api/client.ts'
import { unavailableDatesPath } from '../../contract/listings/calls.ts'
import type { UnavailableDates } from '../../contract/listings/listing.ts'

/** The unavailable days (YYYY-MM-DD) of `itemId` from `from` to `to`, both included. */
export async function unavailableDays(
  itemId: string,
  from: string,
  to: string,
): Promise<readonly string[]> {
  const data = await api.get<UnavailableDates>(unavailableDatesPath(itemId), {
    query: { from, to },
  })
  return data?.dates ?? []
}
