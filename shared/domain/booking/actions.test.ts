import { describe, expect, it } from 'vitest'
import { itemKind } from '../../contract/catalogue/catalogue.ts'
import {
  type BookingMoment,
  canCancel,
  canChange,
  daysLeft,
  headerAction,
  listButton,
  mainButton,
} from './actions.ts'
import { DAY, HOUR } from './period.ts'

const start = 1_795_000_000_000
const moment = (overrides: Partial<BookingMoment> = {}): BookingMoment => ({
  bookingStatus: 'APPROVED',
  itemCategoryType: itemKind.product,
  isStandardBooking: false,
  balanceDueCents: 0,
  startAt: start,
  endAt: start + 3 * DAY,
  ...overrides,
})

describe('mainButton', () => {
  it.each([
    ['pick-up, 25 hours ahead', {}, start - 25 * HOUR, 'Pick up', false, 'confirmPickUp'],
    ['pick-up, 24 hours ahead', {}, start - 24 * HOUR, 'Pick up', true, 'confirmPickUp'],
    [
      'standard booking with a balance',
      { isStandardBooking: true, balanceDueCents: 9000 },
      start - HOUR,
      'Pick up',
      true,
      'standardPayment',
    ],
    [
      'standard booking already paid',
      { isStandardBooking: true },
      start - HOUR,
      'Pick up',
      true,
      'confirmPickUp',
    ],
    [
      'after a change',
      { bookingStatus: 'CHANGE_APPROVED' },
      start,
      'Pick up',
      true,
      'confirmPickUp',
    ],
    ['active', { bookingStatus: 'ACTIVE' }, start + DAY, 'Return Item', true, 'confirmReturn'],
    ['overdue', { bookingStatus: 'OVER_DUE' }, start + 5 * DAY, 'Payment', true, 'overdueTerms'],
    [
      'change payment, days ahead',
      { bookingStatus: 'PAYMENT_REQUIRED' },
      start - 5 * DAY,
      'Payment',
      true,
      'changePayment',
    ],
    ['requested', { bookingStatus: 'REQUESTED' }, start - HOUR, 'Awaiting Approval', false, null],
    ['returned', { bookingStatus: 'RETRUNED' }, start + DAY, 'Returned', false, null],
  ] as const)('%s', (_, overrides, now, label, enabled, target) => {
    expect(mainButton(moment(overrides as Partial<BookingMoment>), now)).toEqual({
      label,
      enabled,
      target,
    })
  })
})

describe('listButton', () => {
  it.each([
    ['a product far ahead', {}, start - 2 * DAY, { label: 'Pick up', enabled: false }],
    ['a product today', {}, start - HOUR, { label: 'Pick up', enabled: true }],
    [
      'an experience',
      { itemCategoryType: itemKind.experience },
      start - 5 * DAY,
      { label: 'See Details', enabled: true, target: 'details' },
    ],
    ['active', { bookingStatus: 'ACTIVE' }, start, { label: 'Return', enabled: true }],
    ['overdue', { bookingStatus: 'OVER_DUE' }, start, { label: 'Payment', target: 'overdueTerms' }],
    [
      'payment required',
      { bookingStatus: 'PAYMENT_REQUIRED' },
      start,
      { label: 'Payment', target: 'changePayment' },
    ],
  ] as const)('%s', (_, overrides, now, expected) => {
    expect(listButton(moment(overrides as Partial<BookingMoment>), now)).toMatchObject(expected)
  })
  it('shows nothing for other statuses', () => {
    expect(listButton(moment({ bookingStatus: 'REQUESTED' }), start)).toBeNull()
    expect(listButton(moment({ bookingStatus: 'COMPLETED' }), start)).toBeNull()
  })
})

describe('daysLeft and the header action', () => {
  it.each([
    [start + 3 * DAY, 0],
    [start + 3 * DAY - 1, 1],
    [start + 2 * DAY, 1],
    [start + 2 * DAY - 1, 2],
    [start, 3],
    [start + 4 * DAY, 0],
  ])('at %s, %s days left', (now, days) => {
    expect(daysLeft(start + 3 * DAY, now)).toBe(days)
  })

  it.each([
    ['APPROVED', start, { kind: 'requestChange', label: 'Request Change' }],
    ['ACTIVE', start + DAY, { kind: 'requestChange', label: 'Request Change' }],
    ['CHANGE_APPROVED', start, { kind: 'daysLeft', days: 3, label: '3 Days Left' }],
    ['PAYMENT_REQUIRED', start + 2 * DAY, { kind: 'daysLeft', days: 1, label: '1 Day Left' }],
    ['OVER_DUE', start + 4 * DAY, null],
    ['COMPLETED', start, null],
    ['CANCELED', start - DAY, null],
  ] as const)('%s at %s -> %o', (status, now, expected) => {
    expect(headerAction(moment({ bookingStatus: status }), now)).toEqual(expected)
  })

  it('offers cancel and change from the table', () => {
    expect(canCancel('APPROVED')).toBe(true)
    expect(canCancel('ACTIVE')).toBe(false)
    expect(canChange('ACTIVE')).toBe(true)
    expect(canChange('OVER_DUE')).toBe(false)
  })
})
