import { afterEach, describe, expect, it } from 'vitest'
import { bookingItem, selectionOf } from '../../../tests/fixtures/checkout.ts'
import type { ItemDetail } from '../../contract/catalogue/items.ts'
import { startWizard, wizardActive } from '../lib/wizard-session.ts'
import {
  acceptTerms,
  bookingItemOf,
  endRequestItem,
  readBookingDraft,
  readRequestItem,
  saveBookingDraft,
  selectionFromQuery,
  selectionQuery,
  startRequestItem,
} from './request-item.ts'

const item = {
  ...bookingItem,
  media: [
    { url: '/media/v.mp4', thumbnailImage: '', type: 2 },
    { url: '/media/sup-1.jpg', thumbnailImage: '/media/sup-1-thumb.jpg', type: 1 },
  ],
  userId: 'supplier-1',
  supplier: { userId: 'supplier-1', name: 'Sam Supplier' },
  isInsuranceAvailable: false,
} as unknown as ItemDetail

afterEach(() => sessionStorage.clear())

describe('the RequestItem session', () => {
  it('is missing until the panel starts it, then carries the choice', () => {
    expect(readRequestItem()).toBeNull()
    const selection = selectionOf(3, 2, 2)
    startRequestItem(bookingItem, selection)
    expect(readRequestItem()).toMatchObject({
      item: bookingItem,
      selection,
      termsAccepted: false,
      cardId: null,
      standard: false,
      discount: false,
      attempt: null,
    })
    expect(sessionStorage.getItem('hire:RequestItem')).toContain('"item-1"')
  })

  it('ends the other wizards when it starts', () => {
    startWizard('Overdue', { bookingId: 'b-1' })
    startRequestItem(bookingItem, selectionOf(1, 1))
    expect(wizardActive('Overdue')).toBe(false)
  })

  it('records the accepted terms, and ends with the draft', () => {
    expect(acceptTerms()).toBe(false)
    const selection = selectionOf(1, 1)
    saveBookingDraft('item-1', selection)
    startRequestItem(bookingItem, selection)
    expect(acceptTerms()).toBe(true)
    expect(readRequestItem()?.termsAccepted).toBe(true)
    endRequestItem()
    expect(readRequestItem()).toBeNull()
    expect(readBookingDraft('item-1')).toBeNull()
  })

  it('ignores a session whose data is not a booking', () => {
    startWizard('RequestItem', { item: { _id: 'item-1' }, selection: { startDate: 'soon' } })
    expect(readRequestItem()).toBeNull()
  })

  it("keeps the snapshot of the item's pricing, supplier and terms", () => {
    expect(bookingItemOf({ ...item, isInsuranceAvailable: true })).toEqual({
      _id: 'item-1',
      itemName: 'Stand-up paddle board',
      image: '/media/sup-1-thumb.jpg',
      price: item.price,
      bond: 100,
      isInsuranceAvailable: true,
      itemCategoryType: 2,
      instantBooking: true,
      supplierId: 'supplier-1',
      supplierName: 'Sam Supplier',
      isApplyTermsAndCond: true,
      termsAndCondDoc: null,
    })
  })
})

describe('the booking draft', () => {
  it('belongs to one item', () => {
    const selection = selectionOf(2, 3, 2)
    saveBookingDraft('item-1', selection)
    expect(readBookingDraft('item-1')).toEqual(selection)
    expect(readBookingDraft('item-2')).toBeNull()
  })
})

describe('the hand-over query of an embedded panel', () => {
  it('round-trips a choice, with and without times', () => {
    const days = selectionOf(4, 3, 2)
    expect(selectionFromQuery(new URLSearchParams(selectionQuery('item-1', days)))).toEqual({
      itemId: 'item-1',
      selection: days,
    })
    const hours = { ...selectionOf(1, 1), startTime: 540, endTime: 720 }
    expect(selectionFromQuery(new URLSearchParams(selectionQuery('item-1', hours)))).toEqual({
      itemId: 'item-1',
      selection: hours,
    })
  })

  it('refuses an incomplete or malformed query', () => {
    expect(selectionFromQuery(new URLSearchParams('item=item-1&start=5'))).toBeNull()
    expect(selectionFromQuery(new URLSearchParams('start=1&end=2'))).toBeNull()
    expect(selectionFromQuery(new URLSearchParams('item=a&start=1&end=2&count=0'))).toBeNull()
  })
})
