/**
 * A supplier's listings (spec part 3 section 7): GET /seller/items, POST /items, PUT
 * /items, DELETE /items/{id}, PUT /items/change/availability, and the hirer calendar's
 * GET /items/{id}/unavailable-dates. Bodies pass the contract's shape and then the shared
 * listing rules, so the server refuses what the wizard refuses, with the same words.
 * Owners only (403); adding or editing needs VERIFIED status and bank details (426).
 */
import { Hono } from 'hono'
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
import { publicAccess, userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readBody, readParams, readQuery } from '../../http/validate.ts'
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

export function listingRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const storage = deps.ports.mediaStorage

  routes.get(listingCalls.ownList.path, async (c) => {
    const { userId } = userAccess(c)
    const page = paging(readQuery(c, sellerItemsQuery), listingLimits.pageSize)
    const list = await sellerItems(deps.db, { userId, ...page }, absoluteUrls(c, deps))
    return ok<ListData<SellerItem>>(c, list)
  })

  routes.post(listingCalls.create.path, async (c) => {
    const { userId } = userAccess(c)
    const payload = checked(await readBody(c, listingBody))
    await requireListingRights(deps.db, userId)
    const itemId = await createListing(deps.db, storage, { userId, payload, now: deps.now() })
    return ok(c, { _id: itemId, itemId }, listingMessages.created)
  })

  routes.put(listingCalls.update.path, async (c) => {
    const { userId } = userAccess(c)
    const { itemId, ...payload } = checked(await readBody(c, listingUpdateBody))
    await requireListingRights(deps.db, userId)
    await updateListing(deps.db, storage, { userId, itemId, payload })
    return ok(c, { _id: itemId, itemId }, listingMessages.updated)
  })

  routes.put(listingCalls.availability.path, async (c) => {
    const { userId } = userAccess(c)
    const body = await readBody(c, availabilityBody)
    const message = await setAvailability(deps.db, { userId, body, now: deps.now() })
    return ok(c, { itemId: body.itemId }, message)
  })

  routes.get(listingCalls.unavailableDates.path, async (c) => {
    publicAccess(c)
    const { id: itemId } = readParams(c, itemParams)
    const query = readQuery(c, calendarQuery)
    const answer = await unavailableDates(deps.db, {
      itemId,
      from: query.from,
      to: query.to,
      zone: calendarZone(query),
      now: deps.now(),
    })
    if (!answer) throw notFound(listingMessages.notFound)
    return ok<UnavailableDates>(c, answer)
  })

  routes.delete(listingCalls.remove.path, async (c) => {
    const { userId } = userAccess(c)
    const { id: itemId } = readParams(c, itemParams)
    await deleteListing(deps.db, { itemId, userId, now: deps.now() })
    return ok(c, { itemId }, listingMessages.deleted)
  })

  return routes
}
