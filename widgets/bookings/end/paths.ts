/** The pages of the end-of-booking flows and where they lead (spec part 2 section 2). */
import { bookingPaths, withBookingId } from '../routes.ts'

export const paths = {
  current: bookingPaths.current,
  detail: bookingPaths.detail,
  ratting: '/booking/ratting',
  tip: '/booking/tip',
  tipAmountPay: '/booking/tipAmountPay',
  /** `item`: the returned item, whose related items the success page suggests */
  success: (itemId?: string) =>
    itemId ? `/booking/success?itemID=${encodeURIComponent(itemId)}` : '/booking/success',
  delayInReturn: (bookingId: string) => withBookingId('/booking/delayInReturn', bookingId),
  penaltyAmountPay: '/booking/penaltyAmountPay',
  terms: '/termsAndCondition',
  /** 'Add card' returns to the payment page, where the new card is selected */
  addCard: (back: string) => `/item/add-card?back=${encodeURIComponent(back)}`,
} as const
