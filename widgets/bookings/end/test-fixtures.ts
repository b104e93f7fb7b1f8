/**
 * Test helpers of the end-of-booking islands: a stand-in for `shared/api/client.ts` that
 * answers from a table of handlers keyed by 'METHOD /path' and records each call (use it
 * with `vi.mock('../../../shared/api/client.ts', async () => (await import('./test-fixtures.ts')).fakeClient)`),
 * and a booking as GET /booking/{id} answers it.
 */
import type { CallOptions } from '../../../shared/api/client.ts'
import { ApiError } from '../../../shared/api/errors.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import type { ReviewTagsData } from '../../../shared/contract/booking/reports.ts'
import type { Media } from '../../../shared/contract/catalogue/catalogue.ts'

export interface Call {
  key: string
  options: CallOptions | undefined
}
type Handler = (options: CallOptions | undefined) => unknown

export const handlers = new Map<string, Handler>()
export const calls: Call[] = []

function method(name: string) {
  return async (path: string, options?: CallOptions) => {
    const key = `${name} ${path}`
    calls.push({ key, options })
    if (key === 'POST /user/guest-login') return { accessToken: 'guest' }
    const handler = handlers.get(key)
    if (!handler) throw new ApiError(`No fake for ${key}`, 404, {})
    return handler(options)
  }
}

export const fakeClient = {
  api: {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    delete: method('DELETE'),
    patch: method('PATCH'),
  },
  bindSession: () => {},
}

export function resetApi(): void {
  handlers.clear()
  calls.length = 0
}

export const callsTo = (key: string) => calls.filter((call) => call.key === key)

export const hirer = {
  _id: 'u1',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  referralCode: 'HARRIET123',
  profileStep: 416,
} as never

export const visa = {
  id: 'card-1',
  name: 'Harriet Hirer',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  brand: 'visa',
}

export const DAY = 86_400_000

/** Local midnight `days` from `now`. */
export function midnight(days: number, now = Date.now()): number {
  const date = new Date(now)
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

const tag = (kind: string, index: number) => ({
  _id: `${kind}-${index}`,
  tagName: `${kind === 'pos' ? 'Great' : 'Poor'} ${index}`,
})

/** Eight positive and three negative tags: more than the six shown at first. */
export const reviewTags: ReviewTagsData = {
  POSITIVE: Array.from({ length: 8 }, (_, index) => tag('pos', index + 1)),
  NEGATIVE: Array.from({ length: 3 }, (_, index) => tag('neg', index + 1)),
}

export function booking(overrides: Partial<BookingRecord> = {}): BookingRecord {
  const media: Media[] = [
    { url: '/media/kayak.jpg', thumbnailImage: '/media/kayak-t.jpg', type: 1 },
  ]
  return {
    _id: 'booking-1',
    bookingStatus: 'ACTIVE',
    bookingType: 'NON_INSTANT',
    item: {
      _id: 'item-1',
      itemName: 'Sea kayak',
      media,
      itemCategoryType: 2,
      price: [
        { type: 1, amount: 45 },
        { type: 2, amount: 250 },
        { type: 3, amount: 900 },
      ],
      bond: 100,
    },
    itemId: 'item-1',
    itemName: 'Sea kayak',
    media,
    startDate: midnight(-2),
    endDate: midnight(1),
    startTime: null,
    endTime: null,
    durationType: 1,
    durationCount: 4,
    durationCost: 45,
    totalCost: 125,
    isStandardBooking: false,
    supplierId: 'supplier-1',
    supplierName: 'Bondi Paddle Co',
    created: new Date(2026, 0, 5, 10).toISOString(),
    itemDescription: 'A stable two-person kayak.',
    itemConditionNotes: '',
    hireCost: 180,
    bond: 100,
    securityDeposit: 0,
    paidAmount: 180,
    balanceDue: 0,
    bondCharged: true,
    bondChargeDate: null,
    discountApplied: false,
    pricing: { securityDeposit: 0, referalDiscount: 0, totalPrice: 280 },
    bookingDates: [],
    bookCount: 1,
    numberOfPeople: null,
    instantBooking: false,
    bookMarked: false,
    rating: null,
    reviewTag: '',
    distance: null,
    supplierDetail: {
      profilePicture: '',
      userType: 'BUSINESS',
      rating: 4.5,
      totalHireItem: 12,
      firstName: 'Mia',
      lastName: 'Chen',
      companyName: 'Bondi Paddle Co',
    },
    hirerId: {
      _id: 'hirer-1',
      firstName: 'Harriet',
      lastName: 'Hirer',
      profilePicture: '',
      rating: null,
      reviewCount: 0,
    },
    pickUpLocation: {
      address: '1 Campbell Parade, Bondi Beach NSW 2026',
      city: 'Bondi Beach',
      coordinates: [151.2767, -33.8915],
      latitude: -33.8915,
      longitude: 151.2767,
    },
    pickUpDaysAndTime: [],
    relatedItems: [],
    changeRequest: [],
    tip: null,
    review: null,
    damageDescription: '',
    unmentionDamaged: false,
    anyDamaged: false,
    cancelItem: null,
    dispute: null,
    penaltyPaid: 0,
    refundedAmount: 0,
    ...overrides,
  }
}

/** The return form's report, as it leaves it in the ReturnPickup wizard. */
export const report = { media: ['/media/u1/photo.png'], damaged: false, damageDescription: '' }
