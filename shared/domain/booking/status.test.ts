import { describe, expect, it } from 'vitest'
import { bookingStatuses } from '../../contract/booking/fields.ts'
import {
  bondChargeableStatuses,
  bookingStatusTable,
  notHiredStatuses,
  releasedStatuses,
  reviewableStatuses,
  statusesOfList,
  statusRow,
} from './status.ts'

describe('the status table (spec part 2 section 4)', () => {
  it('has a row for every status', () => {
    expect(Object.keys(bookingStatusTable).sort()).toEqual([...bookingStatuses].sort())
  })

  it.each([
    // status, button, enabled, change, cancel
    ['REQUESTED', 'Awaiting Approval', false, true, true],
    ['APPROVED', 'Pick up', true, true, true],
    ['ACTIVE', 'Return Item', true, true, false],
    ['OVER_DUE', 'Payment', true, false, false],
    ['PAYMENT_REQUIRED', 'Payment', true, false, true],
    ['PENDING_CANCELATION', 'Cancellation Requested', false, false, false],
    ['CHANGE_REQUEST', 'Change Requested', false, true, true],
    ['CHANGE_APPROVED', 'Pick up', true, false, true],
    ['CHANGE_PAYMENT', 'Awaiting Approval', false, false, true],
    ['CHANGE_DECLINED', 'Request Declined', false, false, false],
    ['RETRUNED', 'Returned', false, false, false],
    ['MISSING', 'Missing', false, false, false],
    ['CANCELED', 'Cancelled', false, false, false],
    ['DECLINED', 'Declined', false, false, false],
    ['COMPLETED', 'Completed', false, false, false],
    ['EXPIRED', 'Expired', false, false, false],
    ['VERIFIED', 'Pick up', true, true, true],
  ] as const)(
    '%s: %s, enabled %s, change %s, cancel %s',
    (status, label, enabled, change, cancel) => {
      const row = bookingStatusTable[status]
      expect(row.button).toMatchObject({ label, enabled })
      expect(row.change).toBe(change)
      expect(row.cancel).toBe(cancel)
    },
  )

  it.each([
    ['APPROVED', 'Pick up', 'pickUp'],
    ['CHANGE_APPROVED', 'Pick up', 'pickUp'],
    ['ACTIVE', 'Return', 'return'],
    ['OVER_DUE', 'Payment', 'overdue'],
    ['PAYMENT_REQUIRED', 'Payment', 'changePayment'],
  ] as const)('the list card of %s shows %s', (status, label, action) => {
    expect(bookingStatusTable[status].listButton).toMatchObject({ label, action, enabled: true })
  })

  it('gives the list card no button otherwise', () => {
    const withButton = bookingStatuses.filter((status) => bookingStatusTable[status].listButton)
    expect(withButton.sort()).toEqual(
      ['ACTIVE', 'APPROVED', 'CHANGE_APPROVED', 'OVER_DUE', 'PAYMENT_REQUIRED', 'VERIFIED'].sort(),
    )
  })

  it('styles tags as the spec says', () => {
    const styles = Object.fromEntries(
      bookingStatuses.map((status) => [status, bookingStatusTable[status].tagStyle]),
    )
    expect(styles).toMatchObject({
      REQUESTED: 'requested',
      APPROVED: 'approved',
      VERIFIED: 'approved',
      ACTIVE: 'approved',
      RETRUNED: 'notVerified',
      CANCELED: 'requested',
    })
  })

  it('splits the statuses between Current and History', () => {
    expect(statusesOfList('history').sort()).toEqual(
      ['CANCELED', 'COMPLETED', 'DECLINED', 'EXPIRED', 'MISSING', 'RETRUNED'].sort(),
    )
    expect(statusesOfList('current')).toHaveLength(bookingStatuses.length - 6)
  })

  it('reads an unknown status as a disabled requested-style booking', () => {
    expect(statusRow('SOMETHING_NEW')).toMatchObject({
      tag: 'SOMETHING_NEW',
      tagStyle: 'requested',
      button: { enabled: false },
      change: false,
      cancel: false,
    })
  })
})

describe('status lists derived from the table', () => {
  it('release units when a booking ends without the item being out', () => {
    expect([...releasedStatuses].sort()).toEqual(
      ['CANCELED', 'COMPLETED', 'DECLINED', 'EXPIRED', 'RETRUNED'].sort(),
    )
  })

  it('count as hired everything but requests, refusals and unpaid changes', () => {
    expect([...notHiredStatuses].sort()).toEqual(
      ['CANCELED', 'DECLINED', 'EXPIRED', 'PAYMENT_REQUIRED', 'REQUESTED'].sort(),
    )
  })

  it('allow reviews once the item is back', () => {
    expect([...reviewableStatuses].sort()).toEqual(['COMPLETED', 'RETRUNED'])
  })

  it('charge an unpaid bond only while the booking waits for its pick-up', () => {
    expect([...bondChargeableStatuses].sort()).toEqual(
      ['APPROVED', 'CHANGE_APPROVED', 'CHANGE_REQUEST', 'VERIFIED'].sort(),
    )
  })
})
