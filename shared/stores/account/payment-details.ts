/**
 * Status 426 on an action needing payment details (spec part 2 section 8, part 3 section 8):
 * 'Please add payment details before add an item', in a prompt whose action leads to
 * /payment-detail on the marketplace site.
 */
import type { ApiError } from '../../api/errors.ts'
import { $config } from '../../config.ts'
import { bookingNotices } from '../../contract/booking/messages.ts'
import { status } from '../../contract/core/envelope.ts'
import { confirmAction, reportError } from '../core/feedback.ts'

export const paymentDetailsPath = '/payment-detail'

export function needsPaymentDetails(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    (error as ApiError).status === status.upgradeRequired
  )
}

/** Asks the user to add payment details; resolves true when they went to do so. */
export async function promptPaymentDetails(
  options: { owner?: string; go?: (url: string) => void } = {},
): Promise<boolean> {
  const accepted = await confirmAction(bookingNotices.paymentDetailsRequired, {
    title: 'Add payment details',
    owner: options.owner,
  })
  if (!accepted) return false
  const url = new URL(paymentDetailsPath, $config.get().siteUrl).href
  ;(options.go ?? ((target: string) => window.location.assign(target)))(url)
  return true
}

/** For a failed payment-taking call: the prompt on 426, the usual error toast otherwise. */
export function reportPaymentError(error: unknown, owner?: string): void {
  if (needsPaymentDetails(error)) void promptPaymentDetails({ owner })
  else reportError(error, { owner })
}
