/** The sandbox side of the places port: GET /places/autocomplete and /places/details. */
import {
  autocompleteQuery,
  detailsQuery,
  type PlaceDetails,
  type PlaceSuggestion,
  placesCalls,
} from '../../../shared/contract/catalogue/places.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import { autocomplete, placeDetails } from '../../places/lookup.ts'

export function placeRoutes(calls: CallRoutes) {
  calls.public(
    placesCalls.autocomplete,
    { query: autocompleteQuery },
    ({ query }): { list: PlaceSuggestion[] } => ({
      list: autocomplete(query.input, query.limit ?? 5),
    }),
  )

  calls.public(
    placesCalls.details,
    { query: detailsQuery, notFound: 'Place not found' },
    ({ query }): PlaceDetails | null | undefined => placeDetails(query.placeId),
  )
}
