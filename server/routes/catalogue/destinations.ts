/**
 * Destinations and what is popular near a place: GET /destination-items,
 * /users/destination-city/{id}, /destination-category, /items/popular-categories and
 * /users/nearby-destination.
 */
import { Hono } from 'hono'
import {
  type DestinationDetail,
  type DestinationItemsData,
  destinationItemsQuery,
  destinationParams,
  discoveryCalls,
  discoveryMessages,
  discoveryPageSizes,
  type NearbyCategory,
  nearbyDestinationsQuery,
  pointQuery,
  popularCategoriesQuery,
  type TrendingActivity,
} from '../../../shared/contract/catalogue/discovery.ts'
import type { Destination } from '../../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { publicAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readParams, readQuery } from '../../http/validate.ts'
import {
  categoriesNear,
  destinationDetail,
  destinationItems,
  nearbyDestinations,
  trendingActivities,
} from '../../services/catalogue/destinations.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { pointOf, searchRadiusKm } from '../../services/catalogue/search-params.ts'

export function destinationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  routes.get(discoveryCalls.destinationItems.path, async (c) => {
    const viewerId = userIdOf(publicAccess(c))
    const query = readQuery(c, destinationItemsQuery)
    const data = await destinationItems(
      db,
      {
        destinationId: query.destinationId,
        categoryId: query.categoryId,
        itemCategoryType: query.itemCategoryType,
        ...paging(query, discoveryPageSizes.locationListings),
        viewerId,
      },
      absoluteUrls(c, deps),
    )
    if (!data) throw notFound(discoveryMessages.destinationNotFound)
    return ok<DestinationItemsData>(c, data)
  })

  routes.get(discoveryCalls.destination.path, async (c) => {
    publicAccess(c)
    const { id } = readParams(c, destinationParams)
    const destination = await destinationDetail(db, id, absoluteUrls(c, deps))
    if (!destination) throw notFound(discoveryMessages.destinationNotFound)
    return ok<DestinationDetail>(c, destination)
  })

  routes.get(discoveryCalls.nearbyDestinations.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, nearbyDestinationsQuery)
    const point = { latitude: query.latitude, longitude: query.longitude }
    return ok<ListData<Destination>>(
      c,
      await nearbyDestinations(db, point, query.limit ?? 10, absoluteUrls(c, deps)),
    )
  })

  // Without a point: counts over the whole catalogue.
  routes.get(discoveryCalls.destinationCategories.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, pointQuery)
    const limit = query.limit ?? 50
    return ok<ListData<NearbyCategory>>(
      c,
      await categoriesNear(db, pointOf(query), searchRadiusKm, limit, absoluteUrls(c, deps)),
    )
  })

  routes.get(discoveryCalls.popularCategories.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, popularCategoriesQuery)
    const options = {
      point: pointOf(query),
      radiusKm: searchRadiusKm,
      categoryId: query.categoryId,
      limit: query.limit ?? discoveryPageSizes.trendingActivities,
    }
    return ok<ListData<TrendingActivity>>(
      c,
      await trendingActivities(db, options, absoluteUrls(c, deps)),
    )
  })

  return routes
}
