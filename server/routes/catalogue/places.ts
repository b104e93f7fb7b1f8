/** The sandbox side of the places port: GET /places/autocomplete and /places/details. */
import { Hono } from 'hono'
import {
  autocompleteQuery,
  detailsQuery,
  type PlaceDetails,
  type PlaceSuggestion,
  placesCalls,
} from '../../../shared/contract/catalogue/places.ts'
import { publicAccess } from '../../http/auth.ts'
import type { AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { readQuery } from '../../http/validate.ts'
import { autocomplete, placeDetails } from '../../places/lookup.ts'

export function placeRoutes() {
  const routes = new Hono<AppEnv>()

  routes.get(placesCalls.autocomplete.path, (c) => {
    publicAccess(c)
    const query = readQuery(c, autocompleteQuery)
    return ok<{ list: PlaceSuggestion[] }>(c, { list: autocomplete(query.input, query.limit ?? 5) })
  })

  routes.get(placesCalls.details.path, (c) => {
    publicAccess(c)
    const place = placeDetails(readQuery(c, detailsQuery).placeId)
    if (!place) throw notFound('Place not found')
    return ok<PlaceDetails>(c, place)
  })

  return routes
}
