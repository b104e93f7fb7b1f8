/**
 * The wizard's steps and success page, each a chunk of its own: a supplier on step 2 does
 * not download the price or review forms, and the first load stays small. Each shows a
 * skeleton while it loads and a Retry when the fetch fails.
 */
import { lazyPart } from '../ui/lazy-part.tsx'

const step = { skeleton: '24rem' }

export const StepBasic = lazyPart(() => import('./StepBasic.tsx').then((m) => m.StepBasic), step)
export const StepDetails = lazyPart(
  () => import('./StepDetails.tsx').then((m) => m.StepDetails),
  step,
)
export const StepTime = lazyPart(() => import('./StepTime.tsx').then((m) => m.StepTime), step)
export const StepPrice = lazyPart(() => import('./StepPrice.tsx').then((m) => m.StepPrice), step)
export const StepReview = lazyPart(() => import('./StepReview.tsx').then((m) => m.StepReview), step)
export const Success = lazyPart(() => import('./Success.tsx').then((m) => m.Success), step)
