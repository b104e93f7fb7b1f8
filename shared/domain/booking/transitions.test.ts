import { describe, expect, it } from 'vitest'
import { type BookingStatus, bookingStatuses } from '../../contract/booking/fields.ts'
import { bookingStatusTable } from './status.ts'
import {
  type Actor,
  canTransition,
  initialStatus,
  nextStatuses,
  targetsOf,
  transitionRules,
} from './transitions.ts'

describe('canTransition', () => {
  it.each([
    // the request
    ['REQUESTED', 'APPROVED', 'supplier', true],
    ['REQUESTED', 'APPROVED', 'hirer', false],
    ['REQUESTED', 'DECLINED', 'supplier', true],
    ['REQUESTED', 'CANCELED', 'hirer', true],
    ['REQUESTED', 'ACTIVE', 'hirer', false],
    ['APPROVED', 'DECLINED', 'supplier', true],
    // pick-up, return, completion
    ['APPROVED', 'ACTIVE', 'hirer', true],
    ['APPROVED', 'ACTIVE', 'supplier', false],
    ['CHANGE_APPROVED', 'ACTIVE', 'hirer', true],
    ['ACTIVE', 'RETRUNED', 'hirer', true],
    ['APPROVED', 'RETRUNED', 'hirer', false],
    ['RETRUNED', 'COMPLETED', 'supplier', true],
    ['RETRUNED', 'COMPLETED', 'hirer', false],
    // overdue
    ['ACTIVE', 'OVER_DUE', 'system', true],
    ['ACTIVE', 'OVER_DUE', 'hirer', false],
    ['OVER_DUE', 'ACTIVE', 'hirer', true],
    ['OVER_DUE', 'RETRUNED', 'hirer', false],
    ['OVER_DUE', 'MISSING', 'supplier', true],
    // change requests
    ['APPROVED', 'CHANGE_REQUEST', 'hirer', true],
    ['ACTIVE', 'CHANGE_REQUEST', 'hirer', true],
    ['CHANGE_REQUEST', 'CHANGE_REQUEST', 'hirer', true],
    ['OVER_DUE', 'CHANGE_REQUEST', 'hirer', false],
    ['CHANGE_REQUEST', 'CHANGE_APPROVED', 'supplier', true],
    ['CHANGE_REQUEST', 'PAYMENT_REQUIRED', 'supplier', true],
    ['CHANGE_REQUEST', 'CHANGE_APPROVED', 'hirer', false],
    ['CHANGE_REQUEST', 'CHANGE_DECLINED', 'supplier', true],
    ['CHANGE_REQUEST', 'ACTIVE', 'supplier', true],
    ['PAYMENT_REQUIRED', 'APPROVED', 'hirer', true],
    ['PAYMENT_REQUIRED', 'CHANGE_PAYMENT', 'hirer', true],
    ['CHANGE_PAYMENT', 'APPROVED', 'system', true],
    ['CHANGE_PAYMENT', 'APPROVED', 'hirer', false],
    ['CHANGE_DECLINED', 'APPROVED', 'system', true],
    // cancellation
    ['APPROVED', 'PENDING_CANCELATION', 'hirer', true],
    ['APPROVED', 'PENDING_CANCELATION', 'supplier', true],
    ['ACTIVE', 'PENDING_CANCELATION', 'hirer', false],
    ['OVER_DUE', 'PENDING_CANCELATION', 'hirer', false],
    ['PENDING_CANCELATION', 'CANCELED', 'hirer', true],
    ['PENDING_CANCELATION', 'CANCELED', 'supplier', true],
    ['PENDING_CANCELATION', 'APPROVED', 'system', true],
    ['PENDING_CANCELATION', 'ACTIVE', 'system', false],
    ['APPROVED', 'CANCELED', 'hirer', false],
    // the end
    ['REQUESTED', 'EXPIRED', 'system', true],
    ['ACTIVE', 'EXPIRED', 'system', false],
    ['COMPLETED', 'ACTIVE', 'system', false],
    ['CANCELED', 'APPROVED', 'supplier', false],
  ] as const)('%s -> %s by %s: %s', (from, to, actor, allowed) => {
    expect(canTransition(from, to, actor)).toBe(allowed)
  })
})

describe('the moves agree with the status table', () => {
  it.each(bookingStatuses.map((status) => [status]))(
    '%s: the hirer may change and cancel exactly when the screen offers it',
    (status: BookingStatus) => {
      const row = bookingStatusTable[status]
      expect(targetsOf('requestChange', status, 'hirer').length > 0).toBe(row.change)
      const cancel = [
        ...targetsOf('withdraw', status, 'hirer'),
        ...targetsOf('requestCancel', status, 'hirer'),
      ]
      expect(cancel.length > 0).toBe(row.cancel)
    },
  )

  it('leaves the final statuses without a way out', () => {
    const actors: Actor[] = ['hirer', 'supplier', 'system']
    for (const status of ['CANCELED', 'DECLINED', 'COMPLETED', 'EXPIRED', 'MISSING'] as const) {
      for (const actor of actors) expect(nextStatuses(status, actor)).toEqual([])
    }
  })

  it('gives every other status a way forward', () => {
    const finals = new Set(['CANCELED', 'DECLINED', 'COMPLETED', 'EXPIRED', 'MISSING'])
    for (const status of bookingStatuses.filter((s) => !finals.has(s))) {
      const moves = transitionRules.filter((rule) => rule.from.includes(status))
      expect(moves.length, status).toBeGreaterThan(0)
    }
  })

  it('names only known statuses', () => {
    for (const rule of transitionRules) {
      for (const status of [...rule.from, ...rule.to]) expect(bookingStatuses).toContain(status)
    }
  })
})

describe('initialStatus', () => {
  it('approves instant bookings at once', () => {
    expect(initialStatus(true)).toBe('APPROVED')
    expect(initialStatus(false)).toBe('REQUESTED')
  })
  it('lists what the supplier may answer a change with', () => {
    expect(targetsOf('approveChange', 'CHANGE_REQUEST', 'supplier').sort()).toEqual(
      ['ACTIVE', 'CHANGE_APPROVED', 'PAYMENT_REQUIRED'].sort(),
    )
    expect(targetsOf('approveChange', 'APPROVED', 'supplier')).toEqual([])
  })
})
