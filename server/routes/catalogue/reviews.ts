/** GET /user/reviews?userId: what others wrote about a user (supplier profile pages). */
import { Hono } from 'hono'
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import {
  type ReviewsData,
  reviewsQuery,
  supplierCalls,
  supplierLimits,
} from '../../../shared/contract/supplier/profiles.ts'
import { publicAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readQuery } from '../../http/validate.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { userReviews } from '../../services/catalogue/reviews.ts'

export function reviewRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  routes.get(supplierCalls.reviews.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, reviewsQuery)
    const page = paging(query, supplierLimits.reviewPageSize)
    const data = await userReviews(deps.db, query.userId, page, absoluteUrls(c, deps))
    if (!data) throw notFound(profileMessages.userNotFound)
    return ok<ReviewsData>(c, data)
  })
  return routes
}
