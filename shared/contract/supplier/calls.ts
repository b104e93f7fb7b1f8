/**
 * The supplier console's calls (spec part 3 section 7) and its limits (section 9). Plain
 * data with no schemas, so the console's stores load no validation code. The decisions
 * (PUT /orders/approveOrDecline, PUT /booking/change/request), the cancel answer, dispute,
 * confirmed return and review calls are the booking area's (`booking/calls.ts`).
 */
export const supplierCalls = {
  orders: { method: 'GET', path: '/orders' },
  awaitingItem: { method: 'GET', path: '/awaiting/items/:id' },
  /** the supplier asks the hirer to accept a cancellation, with a reason */
  supplierCancel: { method: 'PUT', path: '/booking/cancel/supplier' },
  insuranceClaim: { method: 'POST', path: '/user/insurance/claim' },
  revenueGraph: { method: 'GET', path: '/revenue/graph' },
} as const

export const awaitingItemPath = (bookingId: string) =>
  `/awaiting/items/${encodeURIComponent(bookingId)}`

/** Orders load 10 a page; the awaiting count is asked for every 5 s (part 3 section 9). */
export const supplierLimits = {
  pageSize: 10,
  awaitingPollMs: 5000,
  disputeMax: 1000,
  claimDetailsMax: 1000,
  claimPhotosMax: 5,
} as const

/** The order tabs as the API spells them (UPCOMMING sic), plus the awaiting filter. */
export const orderTypes = ['ACTIVE', 'UPCOMMING', 'HISTORY', 'ALL', 'AWAITING'] as const
export type OrderType = (typeof orderTypes)[number]

/** Revenue periods: 1 today, 2 week, 3 month, 4 year, 5 a chosen period. */
export const revenueTypes = [1, 2, 3, 4, 5] as const
export type RevenueType = (typeof revenueTypes)[number]

/** The insurance claim's reasons, overdue first (the default). */
export const claimReasons = ['overdue', 'Damage', 'missing item', 'Other'] as const
export type ClaimReason = (typeof claimReasons)[number]

export type {
  OrdersData,
  RevenueData,
  SupplierOrderCard,
  SupplierOrderDetail,
} from './orders.ts'
