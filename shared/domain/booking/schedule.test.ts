import { describe, expect, it } from 'vitest'
import { DAY, HOUR } from './period.ts'
import { balanceDue, bondChargeAt, bondDeferred, paymentPlan, pickUpOpen } from './schedule.ts'

const start = 1_795_000_000_000

describe('the 7-day bond rule', () => {
  it.each([
    [start - 7 * DAY - 1, true],
    [start - 7 * DAY, false],
    [start - 7 * DAY + 1, false],
    [start - 30 * DAY, true],
    [start, false],
  ])('booked at %s: bond later %s', (now, later) => {
    expect(bondDeferred(start, now)).toBe(later)
  })
  it('charges a deferred bond 7 days before the start', () => {
    expect(bondChargeAt(start)).toBe(start - 7 * DAY)
  })
})

describe('the 24-hour pick-up rule', () => {
  it.each([
    [start - 24 * HOUR - 1, false],
    [start - 24 * HOUR, true],
    [start - HOUR, true],
    [start + 5 * DAY, true],
    [start - 3 * DAY, false],
  ])('at %s pick-up is open: %s', (now, open) => {
    expect(pickUpOpen(start, now)).toBe(open)
  })
})

describe('paymentPlan', () => {
  const far = start - 10 * DAY
  const near = start - 3 * DAY
  it.each([
    ['in full, bond now', 23000, 5000, false, near, 23000, 0, 0, null],
    ['in full, bond later', 23000, 5000, false, far, 18000, 0, 5000, start - 7 * DAY],
    ['standard, bond now', 23000, 5000, true, near, 14000, 9000, 0, null],
    ['standard, bond later', 23000, 5000, true, far, 9000, 9000, 5000, start - 7 * DAY],
    ['standard, odd cent', 18003, 0, true, near, 9002, 9001, 0, null],
    ['no bond, far away', 18000, 0, false, far, 18000, 0, 0, null],
  ] as const)('%s', (_, total, bond, standard, now, nowCents, atPickUp, bondLater, chargeAt) => {
    const plan = paymentPlan({ totalCents: total, bondCents: bond, standard, startAt: start, now })
    expect(plan).toEqual({
      nowCents,
      atPickUpCents: atPickUp,
      bondLaterCents: bondLater,
      bondChargeAt: chargeAt,
    })
    expect(plan.nowCents + plan.atPickUpCents + plan.bondLaterCents).toBe(total)
  })
})

describe('balanceDue', () => {
  it.each([
    [18000, 9000, 9000],
    [18000, 18000, 0],
    [18000, 20000, 0],
  ])('%s less %s paid -> %s', (amount, paid, due) => {
    expect(balanceDue(amount, paid)).toBe(due)
  })
})
