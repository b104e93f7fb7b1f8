import { mask, type Struct, StructError } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { ruleRefinement } from '../account/fields.ts'
import {
  approveOrDeclineBody,
  bookingCalls,
  bookingListQuery,
  cancelDecisionBody,
  cancelRequestBody,
  changeRequestBody,
  checkoutBody,
  disputeBody,
  overdueChargeBody,
} from './bookings.ts'
import { bookingApiMessages, bookingMessages } from './messages.ts'
import { pickUpReportBody, returnReportBody, reviewBody } from './reports.ts'

const bookingId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const itemId = '1f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const tagId = '2f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

function failure<T, S>(input: unknown, struct: Struct<T, S>) {
  try {
    mask(input, struct)
  } catch (error) {
    if (error instanceof StructError) return error.failures()[0] ?? null
  }
  return null
}

const checkout = {
  itemId,
  startDate: 1_795_000_000_000,
  endDate: 1_795_172_800_000,
  hireCost: 180,
  securityDeposit: 0,
  bond: 50,
  totalCost: 230,
  discountApplied: false,
  cardId: 'card_1',
  bookingType: 'NON_INSTANT',
  instantBooking: false,
  isStandardBooking: false,
  paymentMethod: 'STRIPE',
  bookCount: 1,
}

describe('checkoutBody', () => {
  it('accepts the spec payload, with or without times', () => {
    expect(mask(checkout, checkoutBody)).toMatchObject(checkout)
    expect(mask({ ...checkout, startTime: 540, endTime: null }, checkoutBody).startTime).toBe(540)
  })
  it.each([
    ['three decimals', { totalCost: 230.001 }, 'totalCost'],
    ['a negative amount', { bond: -1 }, 'bond'],
    ['another payment method', { paymentMethod: 'PAYPAL' }, 'paymentMethod'],
    ['a day as text', { startDate: '2026-11-21' }, 'startDate'],
    ['a minute past midnight of the next day', { endTime: 1441 }, 'endTime'],
    ['no units', { bookCount: 0 }, 'bookCount'],
    ['a bad item id', { itemId: 'abc' }, 'itemId'],
  ])('refuses %s', (_, change, field) => {
    expect(failure({ ...checkout, ...change }, checkoutBody)?.key).toBe(field)
  })
})

describe('booking calls', () => {
  it('marks the calls that take money as idempotent', () => {
    const idempotent = Object.entries(bookingCalls)
      .filter(([, call]) => 'idempotent' in call && call.idempotent)
      .map(([name]) => name)
      .sort()
    expect(idempotent).toEqual(
      ['changePayment', 'checkout', 'overdueCharge', 'pickUpPayment', 'return'].sort(),
    )
  })
  it('reads the list query', () => {
    expect(mask({ type: 'Current', pageNo: '2', limit: '10' }, bookingListQuery)).toEqual({
      type: 'Current',
      pageNo: 2,
      limit: 10,
    })
    expect(failure({ type: 'current' }, bookingListQuery)?.key).toBe('type')
    expect(failure({}, bookingListQuery)?.key).toBe('type')
  })
})

describe('change, cancel, dispute and decisions', () => {
  it('takes change dates as YYYYMMDD', () => {
    const body = {
      bookingId,
      startDate: '20261121',
      endDate: '20261125',
      totalCost: 350,
      securityDeposit: 0,
      hireCost: 300,
    }
    expect(mask(body, changeRequestBody)).toEqual(body)
    expect(failure({ ...body, endDate: '20261131' }, changeRequestBody)).toMatchObject({
      refinement: ruleRefinement,
      message: bookingMessages.properDate,
    })
  })
  it('requires a cancel reason with the spec message', () => {
    expect(failure({ bookingId, reason: ' ' }, cancelRequestBody)).toMatchObject({
      refinement: ruleRefinement,
      message: bookingMessages.fieldRequired,
    })
    expect(failure({ bookingId, reason: 'x'.repeat(1001) }, cancelRequestBody)?.message).toBe(
      bookingApiMessages.textTooLong,
    )
  })
  it('accepts both spellings the spec gives', () => {
    expect(mask({ id: bookingId, status: 'APPROVE' }, cancelDecisionBody)).toEqual({
      bookingId,
      bookingStatus: 'APPROVE',
    })
    expect(mask({ bookingId, bookingStatus: 'DECLINE' }, cancelDecisionBody)).toEqual({
      bookingId,
      bookingStatus: 'DECLINE',
    })
    expect(mask({ id: bookingId, desc: 'Item was fine' }, disputeBody)).toEqual({
      bookingId,
      description: 'Item was fine',
    })
    expect(mask({ bookingId, bookingStatus: 'APPROVED' }, approveOrDeclineBody)).toEqual({
      id: bookingId,
      status: 'APPROVED',
    })
    expect(failure({ id: bookingId, status: 'MAYBE' }, approveOrDeclineBody)?.key).toBe('status')
    expect(failure({ id: bookingId }, disputeBody)?.message).toBe(bookingMessages.fieldRequired)
  })
  it('names the penalty as the spec spells it', () => {
    expect(mask({ bookingId, penality: 72, cardId: 'card_1' }, overdueChargeBody)).toEqual({
      bookingId,
      penality: 72,
      cardId: 'card_1',
    })
    expect(failure({ bookingId, penality: 0, cardId: 'card_1' }, overdueChargeBody)?.key).toBe(
      'penality',
    )
  })
})

describe('reports and reviews', () => {
  const report = { bookingId, anyDamaged: false, media: ['https://example.test/a.jpg'] }
  it('takes a return with a review and a tip', () => {
    const body = {
      ...report,
      review: { rating: 4, reviewTags: [{ tagId, tagName: 'Friendly' }] },
      tip: { tipAmount: 5, cardId: 'card_1', paymentMethod: 'STRIPE' },
    }
    expect(mask(body, returnReportBody)).toEqual(body)
  })
  it.each([
    [{ tipAmount: 0.5 }, bookingMessages.tipMinimum],
    [{ tipAmount: 1.234 }, bookingApiMessages.tipCents],
    [{ tipAmount: 10_001 }, bookingApiMessages.tipMaximum],
  ])('refuses a tip of %o', (tip, message) => {
    const body = { ...report, tip: { cardId: 'card_1', paymentMethod: 'STRIPE', ...tip } }
    expect(failure(body, returnReportBody)?.message).toBe(message)
  })
  it('refuses a review without stars', () => {
    expect(failure({ bookingId, type: 1, rating: 0 }, reviewBody)?.message).toBe(
      bookingMessages.rateFirst,
    )
    expect(mask({ bookingId, type: 1, rating: 5 }, reviewBody)).toEqual({
      bookingId,
      type: 1,
      rating: 5,
    })
  })
  it('takes a pick-up report', () => {
    const body = { bookingId, unmentionDamaged: true, damageDescription: 'Dent', media: [] }
    expect(mask(body, pickUpReportBody)).toEqual(body)
    expect(failure({ ...body, media: Array(11).fill('u') }, pickUpReportBody)?.key).toBe('media')
  })
})
