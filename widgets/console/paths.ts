/** The console's routes (spec part 3 sections 2.1 to 2.10 and the route table). */
const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`

export const consolePaths = {
  orders: '/listing',
  awaiting: '/listing/awaiting',
  awaitingOrder: (bookingId: string) =>
    `/listing/awaiting?bookingID=${encodeURIComponent(bookingId)}`,
  revenue: '/listing/revenue',
  manageListings: '/listing/manage-listing',
  order: (bookingId: string) => at('/insurance-claim', bookingId),
  insuranceTerms: (bookingId: string) => at('/insurance-tnc', bookingId),
  insuranceForm: (bookingId: string) => at('/insurance-item', bookingId),
  insuranceSubmitted: '/insurance-submitted',
  completedOrder: (bookingId: string) => at('/completed-order', bookingId),
  returnItem: (itemId: string) => `/return-item?id=${encodeURIComponent(itemId)}`,
  cancel: (bookingId: string) => at('/listing/cancel-item', bookingId),
  cancelAnswer: (bookingId: string) => at('/listing/cancel-item-req-accept', bookingId),
  dispute: (bookingId: string) => at('/listing/cancel-item-req-dispute', bookingId),
  cancelRequest: (bookingId: string) => at('/listing/cancel-item-request', bookingId),
  cancelAccepted: '/approved',
  paymentDetails: '/payment-detail',
  problem: '/under-construction',
  chat: '/user/chat',
  hirerProfile: (hirerId: string) => at('/supplier/profile', hirerId),
  item: (itemId: string) => at('/equipments', itemId),
} as const

export type Navigate = (path: string) => void

export const go: Navigate = (path) => window.location.assign(path)
