/**
 * The listing and payout calls (spec part 3 section 7) and the limits of section 9. Plain
 * data with no schemas, so stores that only call the API load no validation code.
 */
export const listingCalls = {
  ownList: { method: 'GET', path: '/seller/items' },
  /** the owner reads unpublished fields through the public detail */
  detail: { method: 'GET', path: '/items/:id' },
  create: { method: 'POST', path: '/items' },
  update: { method: 'PUT', path: '/items' },
  remove: { method: 'DELETE', path: '/items/:id' },
  availability: { method: 'PUT', path: '/items/change/availability' },
  /** the dates a hirer cannot book: unavailable, or no units left */
  unavailableDates: { method: 'GET', path: '/items/:id/unavailable-dates' },
} as const

export const bankCalls = {
  read: { method: 'GET', path: '/user/bank' },
  save: { method: 'POST', path: '/user/bank' },
  remove: { method: 'DELETE', path: '/user/bank' },
  documents: { method: 'PATCH', path: '/user/stripe-document' },
} as const

export const listingItemPath = (itemId: string) => `/items/${encodeURIComponent(itemId)}`
export const unavailableDatesPath = (itemId: string) =>
  `/items/${encodeURIComponent(itemId)}/unavailable-dates`

export const listingLimits = {
  pageSize: 10,
  nameMin: 3,
  nameMax: 50,
  textMin: 3,
  descriptionMax: 1000,
  unitsMax: 9999,
  mediaMax: 5,
  videoMax: 1,
  /** bytes: 51 MB is refused above; the message says 50 */
  fileMaxBytes: 51 * 1024 * 1024,
  timeStepMinutes: 15,
  timeGapMinutes: 60,
  dayRowsMax: 7,
  /** the default end of a new day row, 23:45 */
  defaultEndMinutes: 23 * 60 + 45,
  hoursMax: 24,
  priceMin: 1,
  priceMax: 10_000,
  bondMax: 100_000,
  groupMax: 10_000,
  durationMax: 1000,
  /** the availability calendar shows two months */
  calendarMonths: 2,
} as const

/** Video files the wizard accepts, by extension (part 3 section 5). */
export const videoExtensions = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'f4v', 'swf', 'mkv'] as const
