import { describe, expect, it } from 'vitest'
import {
  awaitsSupplier,
  canClaimInsurance,
  canConfirmReturn,
  cardTarget,
  decisionsFor,
  manageListingsEnabled,
  orderTab,
  orderTagStyle,
} from './orders.ts'

const order = (bookingStatus: string, bookingType = 'NON_INSTANT') => ({
  _id: 'b1',
  itemId: 'i1',
  bookingStatus,
  bookingType,
})

describe('order card routing', () => {
  it('sends pending cancellations to the accept page', () => {
    expect(cardTarget(order('PENDING_CANCELATION'), 'ALL')).toEqual({
      kind: 'link',
      href: '/listing/cancel-item-req-accept/b1',
    })
    expect(cardTarget(order('PENDING_CANCELATION'), 'AWAITING')).toMatchObject({ kind: 'link' })
  })
  it('sends change requests and returned bookings to the order detail', () => {
    expect(cardTarget(order('CHANGE_REQUEST'), 'UPCOMMING')).toEqual({
      kind: 'link',
      href: '/insurance-claim/b1',
    })
    expect(cardTarget(order('RETRUNED'), 'AWAITING')).toEqual({
      kind: 'link',
      href: '/insurance-claim/b1',
    })
  })
  it('opens the review modal on the awaiting screen and for instant bookings on Upcoming', () => {
    expect(cardTarget(order('REQUESTED'), 'AWAITING')).toEqual({ kind: 'review', bookingId: 'b1' })
    expect(cardTarget(order('CHANGE_REQUEST'), 'AWAITING')).toEqual({
      kind: 'review',
      bookingId: 'b1',
    })
    expect(cardTarget(order('APPROVED', 'INSTANT'), 'UPCOMMING')).toEqual({
      kind: 'review',
      bookingId: 'b1',
    })
  })
  it('sends anything else to the item', () => {
    expect(cardTarget(order('APPROVED'), 'UPCOMMING')).toEqual({
      kind: 'link',
      href: '/equipments/i1',
    })
    expect(cardTarget(order('APPROVED', 'INSTANT'), 'ALL')).toMatchObject({
      href: '/equipments/i1',
    })
    expect(cardTarget(order('COMPLETED'), 'HISTORY')).toMatchObject({ href: '/equipments/i1' })
  })
})

describe('tag styles', () => {
  it('follows part 3 section 4', () => {
    for (const status of ['APPROVED', 'VERIFIED', 'ACTIVE'])
      expect(orderTagStyle(status)).toBe('approved')
    expect(orderTagStyle('RETRUNED')).toBe('notVerified')
    for (const status of ['REQUESTED', 'CHANGE_REQUEST', 'WHATEVER'])
      expect(orderTagStyle(status)).toBe('requested')
  })
})

describe('accept and decline', () => {
  it('are enabled only for requests and change requests, with their own words', () => {
    expect(decisionsFor(order('REQUESTED'))).toEqual({
      enabled: true,
      acceptShown: true,
      accept: 'APPROVED',
      decline: 'DECLINED',
    })
    expect(decisionsFor(order('CHANGE_REQUEST'))).toMatchObject({
      enabled: true,
      accept: 'APPROVE',
      decline: 'DECLINE',
    })
    for (const status of ['APPROVED', 'RETRUNED', 'PENDING_CANCELATION', 'DECLINED'])
      expect(decisionsFor(order(status)).enabled).toBe(false)
  })
  it('lets an approved instant booking be declined only', () => {
    expect(decisionsFor(order('APPROVED', 'INSTANT'))).toMatchObject({
      enabled: true,
      acceptShown: false,
      decline: 'DECLINED',
    })
  })
})

describe('tabs and awaiting', () => {
  it('puts change statuses by pick-up', () => {
    expect(orderTab('CHANGE_REQUEST', true)).toBe('ACTIVE')
    expect(orderTab('CHANGE_REQUEST', false)).toBe('UPCOMMING')
    expect(orderTab('COMPLETED', true)).toBe('HISTORY')
    expect(orderTab('RETRUNED', true)).toBe('ACTIVE')
  })
  it('waits for the supplier on requests, changes, returns and the hirer\u2019s cancel requests', () => {
    for (const status of ['REQUESTED', 'CHANGE_REQUEST', 'RETRUNED'])
      expect(awaitsSupplier({ bookingStatus: status })).toBe(true)
    expect(
      awaitsSupplier({ bookingStatus: 'PENDING_CANCELATION', cancelRequestedBy: 'HIRER' }),
    ).toBe(true)
    expect(
      awaitsSupplier({ bookingStatus: 'PENDING_CANCELATION', cancelRequestedBy: 'SUPPLIER' }),
    ).toBe(false)
    expect(awaitsSupplier({ bookingStatus: 'APPROVED' })).toBe(false)
  })
})

describe('order detail buttons', () => {
  it('offers a claim once the item is back and no claim exists', () => {
    expect(canClaimInsurance({ bookingStatus: 'RETRUNED', insuranceStatus: null })).toBe(true)
    expect(canClaimInsurance({ bookingStatus: 'COMPLETED', insuranceStatus: null })).toBe(true)
    expect(canClaimInsurance({ bookingStatus: 'RETRUNED', insuranceStatus: 'SUBMITTED' })).toBe(
      false,
    )
    expect(canClaimInsurance({ bookingStatus: 'ACTIVE', insuranceStatus: null })).toBe(false)
  })
  it('confirms a return only while returned', () => {
    expect(canConfirmReturn({ bookingStatus: 'RETRUNED' })).toBe(true)
    expect(canConfirmReturn({ bookingStatus: 'COMPLETED' })).toBe(false)
  })
  it('enables Manage Listings only for the guest flag 0', () => {
    expect(manageListingsEnabled('0')).toBe(true)
    expect(manageListingsEnabled('1')).toBe(false)
    expect(manageListingsEnabled(null)).toBe(false)
  })
})
