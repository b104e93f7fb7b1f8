/**
 * Console parts not needed at first paint, each a chunk of its own: the review modal (with
 * the decisions, the booking calls and the payout prompt) loads when a card opens it, and
 * while it loads nothing is drawn over the page.
 */
import { lazyPart } from '../ui/lazy-part.tsx'

export const ReviewModal = lazyPart(() => import('./ReviewModal.tsx').then((m) => m.ReviewModal), {
  quiet: true,
})
