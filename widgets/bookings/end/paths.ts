/** The pages of the end-of-booking flows and where they lead (spec part 2 section 2). */
const withId = (path: string, bookingId: string) =>
  `${path}?bookingID=${encodeURIComponent(bookingId)}`

export const paths = {
  current: '/booking/current',
  detail: (bookingId: string) => withId('/booking/detail', bookingId),
  ratting: '/booking/ratting',
  tip: '/booking/tip',
  tipAmountPay: '/booking/tipAmountPay',
  /** `item`: the returned item, whose related items the success page suggests */
  success: (itemId?: string) =>
    itemId ? `/booking/success?itemID=${encodeURIComponent(itemId)}` : '/booking/success',
  delayInReturn: (bookingId: string) => withId('/booking/delayInReturn', bookingId),
  penaltyAmountPay: '/booking/penaltyAmountPay',
  terms: '/termsAndCondition',
  /** 'Add card' returns to the payment page, where the new card is selected */
  addCard: (back: string) => `/item/add-card?back=${encodeURIComponent(back)}`,
} as const
