/**
 * The supplier console's wording (spec part 3 sections 2, 5 and 8), exactly as the
 * specification writes it.
 */
export const supplierMessages = {
  // Orders and awaiting review
  noOrders: 'No orders yet',
  manageListings: 'Manage Listings',
  awaitingHeader: (count: number) => `You have ${count} requests awaiting review`,
  /** Decline asks once more: it cannot be undone, and Accept sits right beside it */
  declineConfirm: 'Decline this request? The hirer is told at once and it cannot be undone.',
  keepRequest: 'Keep request',
  requestAccepted: 'Request accepted',
  requestDeclined: 'Request declined',
  paymentDetailsFirst: 'Please add payment details before add an item',
  // Cancel and dispute
  fieldRequired: 'field is required',
  disputeTitle: 'Dispute Resolution',
  disputeTooLong: 'Dispute reason must be at most 1000 characters',
  cancelAccepted:
    'The supplier accepted the cancellation: the payment will be refunded in a couple of days.',
  // Insurance claim
  claimDetailsRequired: 'Please enter details of the claim',
  claimSubmitted: 'Insurance claim submitted!',
  claimSubmittedNote: 'Our team reviews your claim and will contact you shortly.',
  // Review of the hirer
  ratingRequired: 'Minimum 1 rating is required.',
  commentRequired: 'Field is Required',
  reviewTitle: 'Review completed order',
  // Return
  congrats: 'Congrats!',
  makeAvailable: 'Make item available',
} as const

/** What the API answers for the console's own calls. */
export const supplierApiMessages = {
  claimExists: 'An insurance claim was already made for this booking',
  claimNotReturned: 'An insurance claim can be made once the item is returned',
  claimSaved: 'Insurance claim submitted!',
  cancelRequested: 'Your cancel request has been sent.',
  periodInvalid: 'Start date must be before end date',
  periodTooLong: 'A period can cover at most 5 years',
  dateInvalid: 'Dates must be YYYY-MM-DD',
} as const
