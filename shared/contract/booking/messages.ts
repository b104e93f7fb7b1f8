/**
 * Booking, payment and card wording (spec part 2 sections 2, 4, 5 and 8), exactly as the
 * specification writes it, typos included ('atleast', 'Great !'). Global errors (408, 409,
 * 501, 'Some thing went wrong') stay in `messages.ts`.
 */

/** Form and flow messages of spec part 2 section 5. */
export const bookingMessages = {
  // Change request dates
  startDateChanged: 'You can not change start date.',
  periodNotLonger: 'Please select a booking period greater than your previous booking period.',
  properDate: 'Please select the proper date.',
  // Pick-up and return reports, chat uploads
  imageRequired: 'Please add at least 1 image',
  technicalIssue: 'There is some technical issue.',
  // Review
  rateFirst: 'Please rate the supplier first.',
  reviewTagRequired: 'Please select atleast one review tag.',
  // Tip
  tipMinimum: 'Tip Amount should be $1 min.',
  tipOption: 'Please select any one option.',
  // Cancel, booking cancel, dispute and damage descriptions
  fieldRequired: 'field is required',
  // Cards
  cardRequiredForPayment: 'Please select the card from list or add new card for payment!',
  cardRequiredAtCheckout: 'Please select the card from list or add new card!',
  cardInvalid: 'Issue in adding the card please try with valid card detail.',
  expiryInvalid: 'Please Enter valid expiry date',
  // Referral discount
  couponMinimum: 'Coupons can only be used for bookings greater than $100.',
  // Chat sending while an image uploads
  uploading: 'Uploading...',
} as const

/** Toasts, dialogs and page texts of spec part 2 sections 2, 4 and 8. */
export const bookingNotices = {
  changeRequestSubmitted: 'Your change request submitted',
  paymentSuccessful: 'Payment Successful!',
  readyToPickUp: 'You are ready to pick up your item!',
  itemReturned: 'Item returned successfully',
  /** the booking is more than 7 days away (wording ours: the spec gives only the meaning) */
  bondLater:
    'Only the booking amount is charged now. The bond will be charged about 7 days before your booking date.',
  paymentDetailsRequired: 'Please add payment details before add an item',
  missingAuthentication: 'Missing authentication',
  recordNotFound: 'Record not found.',
  noBookings: 'You have no previous bookings',
  startBrowsing: 'Start browsing items...',
  noChats: 'No chats available',
  noChatsHome: 'You have no chats at the moment',
  inviteFriends: 'Invite your friends and get a $20 credit!',
  bookingDone: 'Great !',
} as const

/** Button and tag texts the booking status table and the booking screens use. */
export const bookingLabels = {
  awaitingApproval: 'Awaiting Approval',
  pickUp: 'Pick up',
  returnItem: 'Return Item',
  /** the list card's shorter return button */
  returnShort: 'Return',
  payment: 'Payment',
  requestDeclined: 'Request Declined',
  returned: 'Returned',
  seeDetails: 'See Details',
  requestChange: 'Request Change',
  // Statuses whose button the spec leaves unnamed (our wording)
  cancellationRequested: 'Cancellation Requested',
  changeRequested: 'Change Requested',
  confirmPickUpTitle: 'Confirm item pick up',
  returnTitle: 'Return item',
  confirmAndPay: 'Confirm and pay',
  acceptAndContinue: 'Accept and Continue',
  confirmItemPickUp: 'Confirm Item pick up',
  leaveReview: 'Leave Review',
  reviewTitle: 'Review completed order',
  tipTitle: 'Would you like to leave a tip',
  contactSupplier: 'Contact Supplier',
  cancelBooking: 'Cancel booking',
  itemDetails: 'Item details',
} as const

/** 'N Days Left' on the booking detail ('1 Day Left' reads better than '1 Days Left'). */
export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 Day Left' : `${days} Days Left`
}

/** The server's own answers for booking and payment calls (no spec wording exists). */
export const bookingApiMessages = {
  bookingNotFound: 'Booking not found.',
  notYourBooking: 'This booking belongs to another user.',
  itemNotBookable: 'This item cannot be booked.',
  ownItem: 'You cannot book your own item.',
  unavailable: 'This item is not available for the selected dates.',
  quantity: 'Please choose how many units or people to book.',
  priceChanged: 'The price has changed. Please review your booking and try again.',
  statusRefused: 'This action is not possible for the booking in its current status.',
  pickUpTooEarly: 'Pick up opens 24 hours before the booking starts.',
  notOverdue: 'This booking is not overdue.',
  nothingToPay: 'There is nothing to pay for this booking.',
  cardNotFound: 'Card not found.',
  creditUnavailable: 'You have no referral credit to use.',
  idempotencyReused: 'This Idempotency-Key was already used for a different request.',
  paymentInProgress: 'This payment is already being processed.',
  textTooLong: 'Please keep this under 1000 characters.',
  cardholderName: 'The cardholder name may only contain letters and spaces.',
  cardholderRequired: 'The cardholder name field is required.',
  reviewTagKind: 'Please choose review tags that match your rating.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  tipMaximum: 'Tip Amount can be at most $10,000.',
  tipCents: 'Tip Amount can have at most two decimals.',
  cancelRequested: 'Your cancel request has been sent.',
  disputeOpened: 'Your dispute has been submitted.',
  cardAdded: 'Card added.',
  cardUpdated: 'Card updated.',
  cardDeleted: 'Card deleted.',
  paymentDeclined: 'Your card was declined. Please try another card.',
  paymentFailed: 'The payment could not be taken. Please try again.',
  balanceDueFirst: 'Please pay the rest of your booking before picking up the item.',
  alreadyReviewed: 'You have already reviewed this booking.',
  reviewTooEarly: 'You can review a booking once the item is returned.',
  notCounterparty: 'Only the other party can answer this cancel request.',
  supplierOnly: 'Only the supplier of this item can do this.',
  hirerOnly: 'Only the hirer of this booking can do this.',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.',
  bookingDeclined: 'The booking has been declined.',
  bookingApproved: 'The booking has been approved.',
  returnConfirmed: 'The return has been confirmed.',
} as const
