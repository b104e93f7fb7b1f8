/**
 * What others wrote about a user (GET /user/reviews), 10 a page, for the profile pages'
 * 'Show all N reviews' dialog. One store per profile shown.
 */
import { api } from '../../api/client.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import {
  type Review,
  type ReviewsData,
  supplierCalls,
  supplierLimits,
} from '../../contract/supplier/profiles.ts'
import { createPagedList } from '../lib/paged-list.ts'

export function createSupplierReviews(userId: string, first?: ListData<Review> | null) {
  const pageSize = supplierLimits.reviewPageSize
  return createPagedList<Review>(
    (pageNo) =>
      api.get<ReviewsData>(supplierCalls.reviews.path, {
        query: { userId, pageNo, limit: pageSize },
      }),
    { pageSize, first },
  )
}

export type SupplierReviews = ReturnType<typeof createSupplierReviews>
