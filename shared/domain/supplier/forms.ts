/**
 * The console's form rules (spec part 3 section 5): cancel reason, dispute, insurance
 * claim and the review of the hirer. Each answers the spec's message, or null when valid.
 */
import {
  checkClaimDetails,
  supplierLimits,
  supplierMessages,
} from '../../contract/supplier/orders.ts'

export function checkCancelReason(reason: string): string | null {
  return reason.trim() ? null : supplierMessages.fieldRequired
}

export function checkDispute(text: string): string | null {
  if (!text.trim()) return supplierMessages.fieldRequired
  return text.length > supplierLimits.disputeMax ? supplierMessages.disputeTooLong : null
}

export { checkClaimDetails }

export interface HirerReviewDraft {
  rating: number
  comment: string
}

/** Rating first, then the comment: the first problem, keyed by field. */
export function checkHirerReview(draft: HirerReviewDraft): {
  rating: string | null
  comment: string | null
} {
  return {
    rating: draft.rating >= 1 ? null : supplierMessages.ratingRequired,
    comment: draft.comment.trim() ? null : supplierMessages.commentRequired,
  }
}
