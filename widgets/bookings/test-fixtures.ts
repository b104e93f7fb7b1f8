/** Bookings as the API answers them, for the widget's tests. */

import type { BookingStatus } from '../../shared/contract/booking/bookings.ts'
import type { BookingListItem, BookingRecord } from '../../shared/contract/booking/records.ts'

export const DAY = 86_400_000

/** Local midnight `days` from now. */
export function midnight(days: number, now = Date.now()): number {
  const date = new Date(now)
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

export function listItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    _id: 'booking-1',
    bookingStatus: 'REQUESTED',
    bookingType: 'NON_INSTANT',
    item: {
      _id: 'item-1',
      itemName: 'Sea kayak',
      media: [{ url: '/media/kayak.jpg', thumbnailImage: '/media/kayak-t.jpg', type: 1 }],
      itemCategoryType: 2,
      price: [
        { type: 1, amount: 45 },
        { type: 2, amount: 250 },
      ],
      bond: 100,
    },
    itemId: 'item-1',
    itemName: 'Sea kayak',
    media: [{ url: '/media/kayak.jpg', thumbnailImage: '/media/kayak-t.jpg', type: 1 }],
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
    ...overrides,
  }
}

export function record(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    ...listItem(),
    itemDescription: 'A stable two-person kayak.',
    itemConditionNotes: 'Small scratch on the hull.',
    hireCost: 135,
    bond: 100,
    securityDeposit: 0,
    paidAmount: 235,
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
    reviewTag: 'Great value',
    distance: 4.25,
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

export const withStatus = (bookingStatus: BookingStatus) => ({ bookingStatus })
