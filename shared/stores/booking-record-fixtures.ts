/** A booking record as GET /booking/{id} answers it, for the booking flows' tests. */
import type { BookingRecord } from '../contract/booking-records.ts'

/** Local midnight `days` from `now`. */
export function midnight(days: number, now = Date.now()): number {
  const date = new Date(now)
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

const media = [{ url: '/media/kayak.jpg', thumbnailImage: '/media/kayak-t.jpg', type: 1 as const }]
const price = [
  { type: 1 as const, amount: 45 },
  { type: 2 as const, amount: 250 },
]

/** A 3-day kayak hire at $45 a day with a $100 bond, paid in full. */
export function record(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    _id: 'booking-1',
    bookingStatus: 'APPROVED',
    bookingType: 'NON_INSTANT',
    item: { _id: 'item-1', itemName: 'Sea kayak', media, itemCategoryType: 2, price, bond: 100 },
    itemId: 'item-1',
    itemName: 'Sea kayak',
    media,
    startDate: midnight(10),
    endDate: midnight(12),
    startTime: null,
    endTime: null,
    durationType: 1,
    durationCount: 3,
    durationCost: 45,
    totalCost: 235,
    isStandardBooking: false,
    supplierId: 'supplier-1',
    supplierName: 'Bondi Paddle Co',
    created: new Date(2026, 0, 5, 10).toISOString(),
    itemDescription: 'A stable two-person kayak.',
    itemConditionNotes: 'Small scratch on the hull.',
    hireCost: 135,
    bond: 100,
    securityDeposit: 0,
    paidAmount: 135,
    balanceDue: 0,
    bondCharged: true,
    bondChargeDate: null,
    discountApplied: false,
    pricing: { securityDeposit: 0, referalDiscount: 0, totalPrice: 235 },
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
    pickUpDaysAndTime: [{ day: 'everyday', startTime: 540, endTime: 1020 }],
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

/** The item behind `record()`, as GET /items/{id} prices it (no insurance). */
export const pricedKayak = {
  _id: 'item-1',
  price,
  bond: 100,
  isInsuranceAvailable: false,
  itemCategoryType: 2 as const,
}
