/** Test fixtures for the checkout stores: an item snapshot and days from today. */
import type { BookingItem, BookingSelection } from './checkout.ts'

export const bookingItem: BookingItem = {
  _id: 'item-1',
  itemName: 'Stand-up paddle board',
  image: '/media/sup-1-thumb.jpg',
  price: [
    { amount: 45, type: 1 },
    { amount: 200, type: 2 },
  ],
  bond: 100,
  isInsuranceAvailable: false,
  itemCategoryType: 2,
  instantBooking: true,
  supplierId: 'supplier-1',
  supplierName: 'Sam Supplier',
  isApplyTermsAndCond: true,
  termsAndCondDoc: null,
}

/** Local midnight `days` from today. */
export function dayFromToday(days: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

/** `length` days starting `from` days from today, `quantity` units. */
export function selectionOf(from: number, length: number, quantity = 1): BookingSelection {
  return {
    startDate: dayFromToday(from),
    endDate: dayFromToday(from + length - 1),
    startTime: null,
    endTime: null,
    quantity,
  }
}
