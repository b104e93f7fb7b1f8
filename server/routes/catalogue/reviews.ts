/** GET /user/reviews?userId: what others wrote about a user (supplier profile pages). */
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import {
  type ReviewsData,
  reviewsQuery,
  supplierCalls,
  supplierLimits,
} from '../../../shared/contract/supplier/profiles.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { userReviews } from '../../services/catalogue/reviews.ts'

export function reviewRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.public(
    supplierCalls.reviews,
    { query: reviewsQuery, notFound: profileMessages.userNotFound },
    ({ c, query }): Promise<ReviewsData | null> => {
      const page = paging(query, supplierLimits.reviewPageSize)
      return userReviews(deps.db, query.userId, page, absoluteUrls(c, deps))
    },
  )
}
