import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingItem, selectionOf } from '../../../tests/fixtures/checkout.ts'
import { ApiError } from '../../api/errors.ts'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import { attemptFor } from '../lib/payment-attempt.ts'
import { readRequestItem, startRequestItem } from './request-item.ts'

const get = vi.fn()
const post = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  bindSession: () => {},
}))

const {
  $checkout,
  $checkoutQuote,
  choosePlan,
  openCheckout,
  pay,
  readLastPayment,
  selectCard,
  setDiscount,
} = await import('./payment.ts')

const credit = (amount: number) => ({
  _id: `credit-${amount}`,
  amount,
  expiresAt: new Date(Date.now() + 86_400_000 * 30).toISOString(),
  created: new Date().toISOString(),
  isExpired: false,
  isUsed: false,
  referredUser: null,
})
const answer = {
  bookingId: 'booking-1',
  bookingStatus: 'APPROVED',
  bookingType: 'INSTANT',
  totalCost: 190,
  paidAmount: 190,
  balanceDue: 0,
  bondLater: 0,
  bondChargeDate: null,
}

function quote() {
  const result = $checkoutQuote.get()
  if (!result?.ok) throw new Error('no quote')
  return result.quote
}

/** Opens 'Confirm and pay' for `days` days starting `from` days from today. */
async function open(from: number, days: number, credits: unknown[] = []) {
  get.mockResolvedValue({ list: credits, total: credits.length })
  startRequestItem(bookingItem, selectionOf(from, days))
  expect(openCheckout()).toBe(true)
  await vi.waitFor(() => expect($checkout.get().credits).toBe('ready'))
}

beforeEach(() => {
  post.mockResolvedValue(answer)
})

afterEach(() => {
  sessionStorage.clear()
  vi.clearAllMocks()
})

describe('opening Confirm and pay', () => {
  it('needs a RequestItem session', () => {
    expect(openCheckout()).toBe(false)
    expect($checkout.get().status).toBe('missing')
  })

  it('pays in full by default: the whole total now', async () => {
    await open(2, 2)
    expect(get).toHaveBeenCalledWith('/user/referral', expect.objectContaining({ auth: 'bearer' }))
    expect(quote()).toMatchObject({ hireCents: 9000, bondCents: 10_000, totalCents: 19_000 })
    expect(quote().plan).toMatchObject({ nowCents: 19_000, atPickUpCents: 0, bondLaterCents: 0 })
  })
})

describe('the payment plan', () => {
  it('standard deposit takes half the booking amount now, the rest at pick-up', async () => {
    await open(2, 3)
    choosePlan(true)
    expect(readRequestItem()?.standard).toBe(true)
    // hire 3 x $45 = $135: $67.50 now with the $100 bond, $67.50 at pick-up
    expect(quote().plan).toMatchObject({ nowCents: 16_750, atPickUpCents: 6750 })
    choosePlan(false)
    expect(quote().plan).toMatchObject({ nowCents: 23_500, atPickUpCents: 0 })
  })

  it('more than 7 days away: only the booking amount now, the bond 7 days before', async () => {
    await open(10, 2)
    const { plan } = quote()
    expect(plan.nowCents).toBe(9000)
    expect(plan.bondLaterCents).toBe(10_000)
    expect(plan.bondChargeAt).toBe(selectionOf(10, 1).startDate - 7 * 86_400_000)
  })
})

describe('the discount', () => {
  it("turns itself off below $100 with 'Coupons can only be used…'", async () => {
    await open(1, 2, [credit(20)])
    setDiscount(true)
    expect($checkout.get().session?.discount).toBe(false)
    expect($checkout.get().discountMessage).toBe(bookingMessages.couponMinimum)
    expect(readRequestItem()?.discount).toBe(false)
  })

  it('applies a credit from $100 and is sent as discountApplied', async () => {
    await open(1, 3, [credit(20)])
    setDiscount(true)
    expect($checkout.get().discountMessage).toBeNull()
    expect(quote()).toMatchObject({ hireCents: 13_500, discountCents: 2000, totalCents: 21_500 })
    selectCard('card-1')
    await pay()
    expect(post.mock.calls[0]?.[1].body).toMatchObject({
      discountApplied: true,
      hireCost: 135,
      totalCost: 215,
      bond: 100,
    })
  })

  it('turns itself off when there is no credit to use', async () => {
    await open(1, 3, [])
    setDiscount(true)
    expect($checkout.get().session?.discount).toBe(false)
    expect($checkout.get().discountMessage).toBe(bookingApiMessages.creditUnavailable)
  })
})

describe('paying', () => {
  it("asks for a card first: 'Please select the card from list or add new card!'", async () => {
    await open(1, 2)
    expect(await pay()).toBeNull()
    expect($checkout.get().error).toBe(bookingMessages.cardRequiredAtCheckout)
    expect(post).not.toHaveBeenCalled()
  })

  it('sends the checkout body with an Idempotency-Key, ends the session and keeps the answer', async () => {
    await open(1, 2)
    selectCard('card-1')
    expect(await pay()).toEqual(answer)
    const [path, options] = post.mock.calls[0] ?? []
    expect(path).toBe('/booking/checkout')
    expect(options.auth).toBe('bearer')
    expect(options.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(options.body).toEqual({
      itemId: 'item-1',
      startDate: selectionOf(1, 1).startDate,
      endDate: selectionOf(2, 1).startDate,
      startTime: null,
      endTime: null,
      hireCost: 90,
      securityDeposit: 0,
      bond: 100,
      totalCost: 190,
      discountApplied: false,
      cardId: 'card-1',
      bookingType: 'INSTANT',
      instantBooking: true,
      isStandardBooking: false,
      paymentMethod: 'STRIPE',
      bookCount: 1,
    })
    expect(readRequestItem()).toBeNull()
    expect($checkout.get().status).toBe('paid')
    expect(readLastPayment()).toEqual({ ...answer, standard: false })
  })

  it('shows the server message and retries with the same key; another card is a new key', async () => {
    await open(1, 2)
    selectCard('card-1')
    post.mockRejectedValueOnce(new ApiError(bookingApiMessages.paymentDeclined, 402, undefined))
    expect(await pay()).toBeNull()
    expect($checkout.get().error).toBe(bookingApiMessages.paymentDeclined)
    expect($checkout.get().paying).toBe(false)
    const firstKey = post.mock.calls[0]?.[1].headers['Idempotency-Key']
    expect(readRequestItem()?.attempt?.key).toBe(firstKey)

    post.mockRejectedValueOnce(new ApiError('Request Timeout', 408, undefined))
    await pay()
    expect(post.mock.calls[1]?.[1].headers['Idempotency-Key']).toBe(firstKey)

    selectCard('card-2')
    await pay()
    const thirdKey = post.mock.calls[2]?.[1].headers['Idempotency-Key']
    expect(thirdKey).not.toBe(firstKey)
    expect(post.mock.calls[2]?.[1].body.cardId).toBe('card-2')
  })

  it('sends one request however often Pay is pressed while paying', async () => {
    await open(1, 2)
    selectCard('card-1')
    let settle: (value: unknown) => void = () => {}
    post.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)))
    const first = pay()
    expect($checkout.get().paying).toBe(true)
    expect(await pay()).toBeNull()
    settle(answer)
    await first
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('keeps a key only for the same request body', () => {
    const first = attemptFor(null, { a: 1 })
    expect(attemptFor(first, { a: 1 })).toBe(first)
    expect(attemptFor(first, { a: 2 }).key).not.toBe(first.key)
  })
})
