/**
 * The console's views and the chunk each lives in. Orders and the awaiting screen come
 * with the element (its first load); every other view is fetched when it is shown, and
 * the revenue chart's uPlot only by the revenue view.
 */
import type { ComponentType } from 'react'

export const consoleViews = [
  'orders',
  'awaiting',
  'revenue',
  'order',
  'completed-order',
  'return-item',
  'insurance-terms',
  'insurance-form',
  'insurance-submitted',
  'cancel',
  'cancel-answer',
  'dispute',
  'cancel-accepted',
  'cancel-request',
] as const
export type ConsoleView = (typeof consoleViews)[number]

export const readView = (view: string | undefined): ConsoleView =>
  consoleViews.includes(view as ConsoleView) ? (view as ConsoleView) : 'orders'

export interface ViewProps {
  bookingId?: string | undefined
  itemId?: string | undefined
  owner: string
}

type Loader = () => Promise<ComponentType<ViewProps>>

/** Views outside the first load, by chunk. */
export const lazyViews: Partial<Record<ConsoleView, Loader>> = {
  revenue: async () => (await import('./revenue/RevenueView.tsx')).RevenueView,
  order: async () => (await import('./order/OrderDetailView.tsx')).OrderDetailView,
  'completed-order': async () => (await import('./order/ReturnViews.tsx')).CompletedOrderView,
  'return-item': async () => (await import('./order/ReturnViews.tsx')).ReturnItemView,
  'insurance-terms': async () => (await import('./order/InsuranceViews.tsx')).InsuranceTermsView,
  'insurance-form': async () => (await import('./order/InsuranceViews.tsx')).InsuranceFormView,
  'insurance-submitted': async () =>
    (await import('./order/InsuranceViews.tsx')).InsuranceSubmittedView,
  cancel: async () => (await import('./cancel/CancelViews.tsx')).CancelView,
  'cancel-answer': async () => (await import('./cancel/CancelViews.tsx')).CancelAnswerView,
  'cancel-request': async () => (await import('./cancel/CancelViews.tsx')).CancelAnswerView,
  dispute: async () => (await import('./cancel/CancelViews.tsx')).DisputeView,
  'cancel-accepted': async () => (await import('./cancel/CancelViews.tsx')).CancelAcceptedView,
}

/** Which side-menu entry a view belongs to. */
export function menuEntryOf(view: ConsoleView): 'orders' | 'awaiting' | 'revenue' {
  if (view === 'awaiting' || view === 'revenue') return view
  return 'orders'
}
