/**
 * A supplier's listings (spec part 3 section 7): GET /seller/items, POST /items, PUT
 * /items, DELETE /items/{id}, PUT /items/change/availability, and the hirer calendar's
 * GET /items/{id}/unavailable-dates. Bodies pass the contract's shape and then the shared
 * listing rules, so the server refuses what the wizard refuses, with the same words.
 * Owners only (403); adding or editing needs VERIFIED status and bank details (426).
 */
import { object, optional } from 'superstruct'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { id, queryInt } from '../../../shared/contract/core/fields.ts'
import { listingCalls, listingLimits } from '../../../shared/contract/listings/calls.ts'
import {
  availabilityBody,
  type ListingPayload,
  listingBody,
  listingUpdateBody,
  type SellerItem,
  sellerItemsQuery,
  type UnavailableDates,
  unavailableDatesQuery,
} from '../../../shared/contract/listings/listing.ts'
import { listingMessages } from '../../../shared/contract/listings/messages.ts'
import { checkListing } from '../../../shared/domain/listings/rules.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { badRequest } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import {
  calendarZone,
  setAvailability,
  unavailableDates,
} from '../../services/listings/availability.ts'
import { requireListingRights } from '../../services/listings/owner.ts'
import { deleteListing } from '../../services/listings/remove.ts'
import { sellerItems } from '../../services/listings/seller-items.ts'
import { createListing, updateListing } from '../../services/listings/write.ts'

const itemParams = object({ id: id() })
const calendarQuery = object({
  ...unavailableDatesQuery.schema,
  /** for a client that sends no `zone`: its Date.getTimezoneOffset(), one for every day */
  offset: optional(queryInt(-840, 720)),
})

function checked<T extends ListingPayload>(payload: T): T {
  const problem = checkListing(payload)
  if (problem) throw badRequest(problem)
  return payload
}

export function listingRoutes(calls: CallRoutes, deps: AppDeps) {
  const storage = deps.ports.mediaStorage

  calls.user(
    listingCalls.ownList,
    { query: sellerItemsQuery },
    ({ c, caller: { userId }, query }): Promise<ListData<SellerItem>> => {
      const page = paging(query, listingLimits.pageSize)
      return sellerItems(deps.db, { userId, ...page }, absoluteUrls(c, deps))
    },
  )

  calls.user(
    listingCalls.create,
    { body: listingBody, message: listingMessages.created },
    async ({ caller: { userId }, body }) => {
      const payload = checked(body)
      await requireListingRights(deps.db, userId)
      const itemId = await createListing(deps.db, storage, { userId, payload, now: deps.now() })
      return { _id: itemId, itemId }
    },
  )

  calls.user(
    listingCalls.update,
    { body: listingUpdateBody, message: listingMessages.updated },
    async ({ caller: { userId }, body }) => {
      const { itemId, ...payload } = checked(body)
      await requireListingRights(deps.db, userId)
      await updateListing(deps.db, storage, { userId, itemId, payload })
      return { _id: itemId, itemId }
    },
  )

  // The answer's message says which days changed.
  calls.user(listingCalls.availability, { body: availabilityBody }, async ({ c, caller, body }) => {
    const message = await setAvailability(deps.db, { userId: caller.userId, body, now: deps.now() })
    return ok(c, { itemId: body.itemId }, message)
  })

  calls.public(
    listingCalls.unavailableDates,
    { params: itemParams, query: calendarQuery, notFound: listingMessages.notFound },
    ({ params: { id: itemId }, query }): Promise<UnavailableDates | null> =>
      unavailableDates(deps.db, {
        itemId,
        from: query.from,
        to: query.to,
        zone: calendarZone(query),
        now: deps.now(),
      }),
  )

  calls.user(
    listingCalls.remove,
    { params: itemParams, message: listingMessages.deleted },
    async ({ caller: { userId }, params: { id: itemId } }) => {
      await deleteListing(deps.db, { itemId, userId, now: deps.now() })
      return { itemId }
    },
  )
}
