/**
 * Seeded bookings as the booking flows would have left them: amounts priced by the same
 * rules (shared/domain quoteCheckout, quoteChange), paid with the demo hirer's sandbox card,
 * with the ledger and the sandbox processor's charges and refunds to match, so refunds,
 * balances and penalties work on them like on any other booking. Their days are Sydney
 * midnights, as the demo hirer's browser in Bondi would send them, so a hire starts at
 * midnight and is due back at 23:45 on its last day there (not at 10 or 11 am, as UTC
 * midnights would be); pick-ups and returns happen within the item's pick-up hours.
 */
import type { Price, PriceTypeCode } from '../../../../shared/contract/catalogue/catalogue.ts'
import type { PickUpSlot } from '../../../../shared/contract/catalogue/items.ts'
import { quoteChange } from '../../../../shared/domain/booking/change-quote.ts'
import { type PricedItem, quoteCheckout } from '../../../../shared/domain/booking/checkout.ts'
import {
  type BookingPeriod,
  DAY,
  endAt,
  HOUR,
  MINUTE,
} from '../../../../shared/domain/booking/period.ts'
import { hashSeed } from '../../../lib/random.ts'
import { bookingQuoteColumns, changeQuoteColumns } from '../../quote-columns.ts'
import { seedId } from '../ids.ts'
import { seedClock } from './clock.ts'
import type { SeedRows } from './types.ts'

export { seedZone } from './clock.ts'

type ItemRow = SeedRows['items'][number]

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
/** Without pick-up hours for a day, the hand-overs happen between 9 am and 5 pm. */
const defaultHours = { startTime: 9 * 60, endTime: 17 * 60 }

/** The item's pick-up hours on a calendar date ('YYYY-MM-DD'): its own slot, else 'everyday'. */
function hoursOn(item: ItemRow, date: string) {
  const slots = (item.pickUpDaysAndTime ?? []) as PickUpSlot[]
  const name = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]
  return (
    slots.find((slot) => slot.day === name) ??
    slots.find((slot) => slot.day === 'everyday') ??
    defaultHours
  )
}

/** Minutes after midnight a booking was registered: between 8 am and 8 pm, by its key. */
function registeredMinute(key: string): number {
  return 8 * 60 + (hashSeed(`registered:${key}`) % (12 * 60))
}

export interface BookingSpec {
  key: string
  item: ItemRow
  /** first day, and the day after the last one, counted from the seed day */
  from: number
  to: number
  status: string
  units?: number
  standard?: boolean
  /** false: nothing was charged (a request cancelled or declined before any charge) */
  paid?: boolean
  pickedUp?: boolean
  returned?: boolean
  bondRefunded?: boolean
  previousStatus?: string
  cancelRequest?: { reason: string; requestedBy: 'HIRER' | 'SUPPLIER' }
  /** a change to end before day `to`: pending, or approved and waiting for payment */
  change?: { to: number; state: 'PENDING' | 'APPROVED' }
}

export interface BookingRows {
  bookings: SeedRows['bookings']
  bookingChanges: SeedRows['bookingChanges']
  payments: SeedRows['payments']
  sandboxCharges: SeedRows['sandboxCharges']
}

export function bookingBook(
  anchor: Date,
  itemPrices: SeedRows['itemPrices'],
  payer: { hirerId: string; cardId: string },
) {
  const rows: BookingRows = { bookings: [], bookingChanges: [], payments: [], sandboxCharges: [] }
  const { dateOf, day, happened } = seedClock(anchor)
  /** Picked up when the item's hours open on day `n`; returned an hour before they close. */
  const pickedUpOn = (item: ItemRow, n: number) =>
    new Date(happened(day(n) + hoursOn(item, dateOf(n)).startTime * MINUTE))
  const returnedOn = (item: ItemRow, n: number) =>
    new Date(happened(day(n) + hoursOn(item, dateOf(n)).endTime * MINUTE - HOUR))
  const pricesOf = (itemId: string): Price[] =>
    itemPrices
      .filter((price) => price.itemId === itemId)
      .map((price) => ({ type: price.type as PriceTypeCode, amount: price.amountCents / 100 }))

  function money(key: string, kind: string, cents: number, chargeRef?: string) {
    const ref = `${kind === 'REFUND' ? 're' : 'ch'}_seed_${seedId(`charge:${key}`).slice(0, 8)}`
    const bookingId = seedId(`booking:${key.split('#')[0]}`)
    rows.payments.push({
      id: seedId(`payment:${key}`),
      bookingId,
      userId: payer.hirerId,
      cardId: payer.cardId,
      kind,
      amountCents: cents,
      processor: 'sandbox',
      processorRef: ref,
      refundOf: chargeRef ? seedId(`payment:${chargeRef}`) : null,
    })
    rows.sandboxCharges.push({
      id: ref,
      kind: kind === 'REFUND' ? 'refund' : 'charge',
      customer: payer.hirerId,
      paymentMethod: kind === 'REFUND' ? null : `pm_seed_${payer.hirerId.slice(0, 8)}`,
      chargeId: chargeRef ? `ch_seed_${seedId(`charge:${chargeRef}`).slice(0, 8)}` : null,
      amountCents: cents,
      idempotencyKey: `seed-${key}`,
      description: `Booking ${bookingId}: ${kind.toLowerCase()}`,
      metadata: { bookingId, purpose: kind },
    })
  }

  function book(spec: BookingSpec): string {
    const { item } = spec
    const id = seedId(`booking:${spec.key}`)
    const experience = item.itemCategoryType === 1
    const units = experience ? 1 : (spec.units ?? 1)
    const people = experience ? (item.minimumGroupNumber ?? 1) : null
    const priced: PricedItem = {
      price: pricesOf(item.id as string),
      bond: (item.bondCents ?? 0) / 100,
      isInsuranceAvailable: item.isInsuranceAvailable ?? false,
      itemCategoryType: experience ? 1 : 2,
    }
    const period: BookingPeriod = { startDate: day(spec.from), endDate: day(spec.to - 1) }
    // Priced as three days before the start, when every charge of the payment plan has
    // been taken (the seeded ledger says so). Registered that day too, but never later than
    // three days before the seed day (a booking is never registered in the future), at a
    // time of day of its own, so the bookings and the bell's news of them are not all
    // stamped midnight.
    const pricedAt = day(spec.from - 3)
    const bookedAt = Math.min(pricedAt, day(-3)) + registeredMinute(spec.key) * MINUTE
    const standard = spec.standard ?? false
    const result = quoteCheckout({
      item: priced,
      period,
      quantity: people ?? units,
      standard,
      discount: false,
      creditCents: null,
      now: pricedAt,
    })
    if (!result.ok) throw new Error(`Seed booking ${spec.key}: ${result.message}`)
    const { quote } = result
    const paid = spec.paid !== false
    const paidCents = paid ? quote.plan.nowCents - quote.bondCents : 0
    const bondPaidCents = paid ? quote.bondCents : 0
    if (paidCents + bondPaidCents > 0) money(spec.key, 'CHECKOUT', paidCents + bondPaidCents)
    if (spec.bondRefunded && bondPaidCents > 0) {
      money(`${spec.key}#bond`, 'REFUND', bondPaidCents, spec.key)
    }
    const row: SeedRows['bookings'][number] = {
      id,
      itemId: item.id as string,
      hirerId: payer.hirerId,
      supplierId: item.supplierId,
      ...bookingQuoteColumns(quote, period),
      units,
      status: spec.status,
      bookingType: item.instantBooking ? 'INSTANT' : 'NON_INSTANT',
      numberOfPeople: people,
      isStandard: standard,
      cardId: payer.cardId,
      paidCents,
      bondPaidCents,
      bondRefundedCents: spec.bondRefunded ? bondPaidCents : 0,
      previousStatus: spec.previousStatus ?? null,
      pickedUpAt: spec.pickedUp ? pickedUpOn(item, spec.from) : null,
      pickupReport: spec.pickedUp ? { media: [], damaged: false, description: '' } : null,
      returnedAt: spec.returned ? returnedOn(item, spec.to - 1) : null,
      returnReport: spec.returned ? { media: [], damaged: false, description: '' } : null,
      cancelRequest: spec.cancelRequest
        ? { ...spec.cancelRequest, media: [], created: new Date(bookedAt + DAY).toISOString() }
        : null,
      createdAt: new Date(bookedAt),
      updatedAt: new Date(bookedAt),
    }
    if (spec.change) addChange(row, priced, spec.change)
    rows.bookings.push(row)
    return id
  }

  function addChange(
    row: SeedRows['bookings'][number],
    priced: PricedItem,
    change: NonNullable<BookingSpec['change']>,
  ) {
    const period: BookingPeriod = {
      startDate: (row.startDate as Date).getTime(),
      endDate: (row.endDate as Date).getTime(),
    }
    const result = quoteChange(
      priced,
      {
        period,
        quantity: row.numberOfPeople ?? row.units ?? 1,
        hireCents: row.amountCents,
        securityDepositCents: row.securityDepositCents ?? 0,
        totalCents: row.totalCents ?? 0,
        bondCents: row.bondCents ?? 0,
        standard: row.isStandard ?? false,
        balancePaid: true,
      },
      { startDate: period.startDate, endDate: day(change.to - 1) },
    )
    if (!result.ok) throw new Error(`Seed change of ${row.id}: ${result.message}`)
    const { quote } = result
    const due = new Date(endAt(quote.period))
    // Asked for the day after the booking, like the cancel requests; answered 3 hours later.
    const asked = new Date((row.createdAt as Date).getTime() + DAY)
    rows.bookingChanges.push({
      id: seedId(`booking-change:${row.id}`),
      bookingId: row.id as string,
      endDate: new Date(quote.period.endDate),
      endAt: due,
      ...changeQuoteColumns(quote),
      pendingCents: quote.pendingCents,
      state: change.state,
      createdAt: asked,
      decidedAt: change.state === 'APPROVED' ? new Date(asked.getTime() + 3 * HOUR) : null,
    })
    if (change.state === 'APPROVED') {
      Object.assign(row, {
        endDate: new Date(quote.period.endDate),
        endAt: due,
        amountCents: quote.hireCents,
        securityDepositCents: quote.securityDepositCents,
        totalCents: quote.totalCents,
        durationType: quote.hire.type,
        durationCount: quote.hire.count,
        durationCostCents: quote.hire.unitCents,
      })
    }
  }

  return { book, rows }
}
