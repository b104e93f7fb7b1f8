import { describe, expect, it } from 'vitest'
import { bookingMessages } from '../../contract/booking/messages.ts'
import { itemKind, type Price, priceType } from '../../contract/catalogue/catalogue.ts'
import { type ChangeBooking, checkChangeDates, quoteChange } from './change-quote.ts'
import { DAY, HOUR } from './period.ts'

const prices: Price[] = [
  { type: priceType.day, amount: 60 },
  { type: priceType.week, amount: 300 },
]
const item = {
  price: prices,
  bond: 50,
  isInsuranceAvailable: false,
  itemCategoryType: itemKind.product,
}
const D = 1_795_000_000_000
const booking: ChangeBooking = {
  period: { startDate: D, endDate: D + 2 * DAY },
  quantity: 1,
  hireCents: 18000,
  securityDepositCents: 0,
  totalCents: 23000,
  bondCents: 5000,
  standard: false,
  balancePaid: false,
}

describe('checkChangeDates', () => {
  it.each([
    [null, null, bookingMessages.properDate],
    [D, null, bookingMessages.properDate],
    [null, D + 5 * DAY, bookingMessages.properDate],
    [D + DAY, D + 5 * DAY, bookingMessages.startDateChanged],
    [D - DAY, D + 5 * DAY, bookingMessages.startDateChanged],
    [D, D + DAY, bookingMessages.periodNotLonger],
    [D, D + 2 * DAY, bookingMessages.periodNotLonger],
    [D, D + 3 * DAY, null],
    // a daylight saving change on the way does not matter
    [D + HOUR, D + 3 * DAY - HOUR, null],
  ])('start %s, end %s -> %s', (startDate, endDate, message) => {
    expect(checkChangeDates(booking.period, { startDate, endDate })).toBe(message)
  })
})

describe('quoteChange', () => {
  it.each([
    ['in full: the whole difference', booking, 6, 30000, 0, 35000, 12000, 12000],
    [
      'standard before pick-up: half the new less half the old',
      { ...booking, standard: true },
      6,
      30000,
      0,
      35000,
      12000,
      6000,
    ],
    [
      'standard after pick-up: the whole difference',
      { ...booking, standard: true, balancePaid: true },
      6,
      30000,
      0,
      35000,
      12000,
      12000,
    ],
    ['one more day', booking, 3, 24000, 0, 29000, 6000, 6000],
  ] as const)('%s', (_, current, extraDays, hire, security, total, difference, pending) => {
    const result = quoteChange(item, current, { startDate: D, endDate: D + extraDays * DAY })
    expect(result.ok && result.quote).toMatchObject({
      hireCents: hire,
      securityDepositCents: security,
      totalCents: total,
      differenceCents: difference,
      pendingCents: pending,
    })
  })

  it('never lowers the cost when the new tier is cheaper', () => {
    const sixDays = {
      ...booking,
      period: { startDate: D, endDate: D + 5 * DAY },
      hireCents: 36000,
      totalCents: 41000,
    }
    const result = quoteChange(item, sixDays, { startDate: D, endDate: D + 6 * DAY })
    expect(result.ok && result.quote).toMatchObject({
      hireCents: 36000,
      differenceCents: 0,
      pendingCents: 0,
    })
  })

  it('recomputes the security deposit on an insured item', () => {
    const insured = { ...booking, securityDepositCents: 3600, totalCents: 26600 }
    const result = quoteChange({ ...item, isInsuranceAvailable: true }, insured, {
      startDate: D,
      endDate: D + 6 * DAY,
    })
    expect(result.ok && result.quote).toMatchObject({
      hireCents: 30000,
      securityDepositCents: 6000,
      differenceCents: 14400,
      totalCents: 41000,
    })
  })

  it('keeps the start and the times, and prices every unit', () => {
    const two = { ...booking, quantity: 2, hireCents: 36000, totalCents: 46000, bondCents: 10000 }
    const result = quoteChange(
      item,
      { ...two, period: { ...two.period, startTime: 540 } },
      {
        startDate: D,
        endDate: D + 3 * DAY,
      },
    )
    expect(result.ok && result.quote.period).toEqual({
      startDate: D,
      endDate: D + 3 * DAY,
      startTime: 540,
    })
    expect(result.ok && result.quote.hireCents).toBe(48000)
  })

  it('answers the step 1 message when the dates are wrong', () => {
    expect(quoteChange(item, booking, { startDate: D, endDate: D + DAY })).toEqual({
      ok: false,
      message: bookingMessages.periodNotLonger,
    })
  })
})
