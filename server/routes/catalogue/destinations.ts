/**
 * Destinations and what is popular near a place: GET /destination-items,
 * /users/destination-city/{id}, /destination-category, /items/popular-categories and
 * /users/nearby-destination.
 */
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
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import {
  categoriesNear,
  destinationDetail,
  destinationItems,
  nearbyDestinations,
  trendingActivities,
} from '../../services/catalogue/destinations.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { pointOf, searchRadiusKm } from '../../services/catalogue/search-params.ts'

export function destinationRoutes(calls: CallRoutes, deps: AppDeps) {
  const { db } = deps
  const missing = discoveryMessages.destinationNotFound

  calls.viewer(
    discoveryCalls.destinationItems,
    { query: destinationItemsQuery, notFound: missing },
    ({ c, caller, query }): Promise<DestinationItemsData | null> =>
      destinationItems(
        db,
        {
          destinationId: query.destinationId,
          categoryId: query.categoryId,
          itemCategoryType: query.itemCategoryType,
          ...paging(query, discoveryPageSizes.locationListings),
          viewerId: caller,
        },
        absoluteUrls(c, deps),
      ),
  )

  calls.public(
    discoveryCalls.destination,
    { params: destinationParams, notFound: missing },
    ({ c, params }): Promise<DestinationDetail | null> =>
      destinationDetail(db, params.id, absoluteUrls(c, deps)),
  )

  calls.public(
    discoveryCalls.nearbyDestinations,
    { query: nearbyDestinationsQuery },
    ({ c, query }): Promise<ListData<Destination>> => {
      const point = { latitude: query.latitude, longitude: query.longitude }
      return nearbyDestinations(db, point, query.limit ?? 10, absoluteUrls(c, deps))
    },
  )

  // Without a point: counts over the whole catalogue.
  calls.public(
    discoveryCalls.destinationCategories,
    { query: pointQuery },
    ({ c, query }): Promise<ListData<NearbyCategory>> => {
      const limit = query.limit ?? 50
      return categoriesNear(db, pointOf(query), searchRadiusKm, limit, absoluteUrls(c, deps))
    },
  )

  calls.public(
    discoveryCalls.popularCategories,
    { query: popularCategoriesQuery },
    ({ c, query }): Promise<ListData<TrendingActivity>> => {
      const options = {
        point: pointOf(query),
        radiusKm: searchRadiusKm,
        categoryId: query.categoryId,
        limit: query.limit ?? discoveryPageSizes.trendingActivities,
      }
      return trendingActivities(db, options, absoluteUrls(c, deps))
    },
  )
}
