/**
 * The change request ('Request Change', spec part 2 sections 2, 4, 5, 7 and 9). Step 1
 * picks the dates; Next checks them ('Please select the proper date.', 'You can not change
 * start date.', 'Please select a booking period greater than your previous booking
 * period.') and prices the new period with shared/domain's change quote; step 2 compares
 * the costs; Save sends POST /booking/change/request ('Your change request submitted').
 * The item's current price list and insurance are what the server prices with, so they
 * are loaded (GET /items/{id}) rather than taken from the booking.
 */

import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingCalls } from '../../contract/booking/bookings.ts'
import type { BookingRecord, ChangeRequestData } from '../../contract/booking/records.ts'
import { messages } from '../../contract/core/messages.ts'
import {
  type ChangeBooking,
  type ChangeQuote,
  checkChangeDates,
  quoteChange,
} from '../../domain/booking/change-quote.ts'
import type { PricedItem } from '../../domain/booking/checkout.ts'
import { toCents, toDollars } from '../../domain/booking/money.ts'
import { toYmd } from '../../domain/booking/ymd.ts'
import type { DayRange } from '../../domain/lib/date-range.ts'
import { startOfDayMs } from '../../format/days.ts'
import { loadItem } from '../catalogue/item.ts'
import { loadBooking } from './detail.ts'

export type ChangeStep = 'dates' | 'compare' | 'done'

export interface ChangeValue {
  step: ChangeStep
  /** the dates picked so far (the booking's own to begin with) */
  range: DayRange | null
  /** the step's message: a date rule, or the server's refusal */
  error: string | null
  quote: ChangeQuote | null
  /** the item's prices: needed by Next */
  item: 'loading' | 'ready' | 'error'
  saving: boolean
}

/** The booking as the change quote reads it (amounts in cents). */
export function changeBookingOf(booking: BookingRecord): ChangeBooking {
  const totalCents = toCents(booking.totalCost)
  const bondCents = toCents(booking.bond)
  return {
    period: {
      startDate: booking.startDate,
      endDate: booking.endDate,
      startTime: booking.startTime,
      endTime: booking.endTime,
    },
    quantity: booking.numberOfPeople ?? booking.bookCount ?? 1,
    hireCents: toCents(booking.hireCost),
    securityDepositCents: toCents(booking.securityDeposit),
    totalCents,
    bondCents,
    standard: booking.isStandardBooking,
    balancePaid: toCents(booking.paidAmount) >= totalCents - bondCents,
  }
}

/**
 * A click (or Enter) on a day. The start never changes (spec part 2: 'The start date
 * cannot change'), so any day from the booking's start on, and from today on, becomes the
 * new end in one pick; earlier days are refused. Next checks that the end is later.
 */
export function pickChangeDay(
  range: DayRange | null,
  day: number,
  limits: { bookingStart: number; today: number },
): DayRange | null {
  if (day < Math.max(limits.today, startOfDayMs(limits.bookingStart))) return range
  return { start: limits.bookingStart, end: day }
}

export function createChangeRequest(booking: BookingRecord, options: { today: number }) {
  const current = changeBookingOf(booking)
  const $change = map<ChangeValue>({
    step: 'dates',
    range: { start: booking.startDate, end: booking.endDate },
    error: null,
    quote: null,
    item: 'loading',
    saving: false,
  })
  let item: PricedItem | null = null
  let loading: Promise<void> | null = null

  function fetchItem(): Promise<void> {
    $change.setKey('item', 'loading')
    loading = loadItem(booking.itemId).then((state) => {
      item = state.status === 'ready' ? state.item : null
      $change.setKey('item', item ? 'ready' : 'error')
    })
    return loading
  }
  void fetchItem()

  function pick(day: number): void {
    const value = $change.get()
    if (value.step !== 'dates') return
    const limits = { bookingStart: booking.startDate, today: options.today }
    $change.set({ ...value, range: pickChangeDay(value.range, day, limits), error: null })
  }

  /** Step 1's Next: the date rules, then the quote. */
  async function next(): Promise<boolean> {
    const { range } = $change.get()
    const picked = { startDate: range?.start ?? null, endDate: range?.end ?? null }
    const problem = checkChangeDates(current.period, picked)
    if (problem) {
      $change.setKey('error', problem)
      return false
    }
    if (!item) await (loading ?? fetchItem())
    if (!item) {
      $change.setKey('error', messages.somethingWentWrong)
      return false
    }
    const result = quoteChange(item, current, picked)
    if (!result.ok) {
      $change.setKey('error', result.message)
      return false
    }
    $change.set({ ...$change.get(), step: 'compare', quote: result.quote, error: null })
    return true
  }

  function back(): void {
    $change.set({ ...$change.get(), step: 'dates', error: null })
  }

  /** Save: sends the request; the booking detail is loaded again on success. */
  async function save(): Promise<ChangeRequestData | null> {
    const value = $change.get()
    if (value.step !== 'compare' || !value.quote || value.saving) return null
    const { quote } = value
    $change.set({ ...value, saving: true, error: null })
    try {
      const data = await api.post<ChangeRequestData>(bookingCalls.changeRequest.path, {
        auth: 'bearer',
        body: {
          bookingId: booking._id,
          startDate: toYmd(quote.period.startDate),
          endDate: toYmd(quote.period.endDate),
          totalCost: toDollars(quote.totalCents),
          securityDeposit: toDollars(quote.securityDepositCents),
          hireCost: toDollars(quote.hireCents),
        },
      })
      $change.set({ ...$change.get(), step: 'done', saving: false })
      void loadBooking(booking._id)
      return data
    } catch (error) {
      $change.set({ ...$change.get(), saving: false, error: messageOf(error) })
      return null
    }
  }

  return { $change, current, pick, next, back, save, retryItem: fetchItem }
}

export type ChangeRequest = ReturnType<typeof createChangeRequest>
