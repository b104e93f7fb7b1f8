/**
 * Set-up for the whole booking journey: a request-only product of the demo supplier that
 * takes a one-day hire, the day the journey books (tomorrow: a request whose start has
 * come expires unanswered, see server/services/bookings/settle.ts, and pick-up opens 24
 * hours before the start, so tomorrow's whole day is the earliest start the supplier can
 * still approve and the hirer can pick up at once), and the panel's calendar.
 */
import { expect, type Page } from '@playwright/test'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { quoteCheckout } from '../../shared/domain/booking/checkout.ts'
import { unitMinutes } from '../../shared/domain/booking/duration.ts'
import { minutesPerDay } from '../../shared/domain/booking/period.ts'
import { localMidnight } from './helpers.ts'

/** Days from today of the journey's one-day hire. */
export const journeyDay = 1

const limitMinutes = (limit: ItemDetail['minimumHireDuration']) =>
  limit ? limit.value * (unitMinutes[limit.type as keyof typeof unitMinutes] ?? Number.NaN) : null

/** The first product that needs the supplier's approval and takes one whole day. */
export function requestOnlyProduct(products: ItemDetail[]): ItemDetail {
  const day = localMidnight(journeyDay)
  const found = products.find((item) => {
    const least = limitMinutes(item.minimumHireDuration)
    const most = item.isNoMaxHireDuration ? null : limitMinutes(item.maximumHireDuration)
    const quote = quoteCheckout({
      item,
      period: { startDate: day, endDate: day, startTime: null, endTime: null },
      quantity: 1,
      standard: false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    return (
      !item.instantBooking &&
      item.availableUnits >= 1 &&
      quote.ok &&
      (least === null || least <= minutesPerDay) &&
      (most === null || most >= minutesPerDay)
    )
  })
  if (!found) throw new Error('the demo supplier has no request-only product for one day')
  return found
}

/** 'YYYY-MM-DD' of local midnight `days` from today, as the calendar's cells carry it. */
export function dayKey(days: number): string {
  const date = new Date(localMidnight(days))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Picks a one-day range in the item page's booking panel (the same day twice). */
export async function pickOneDay(page: Page, days: number): Promise<void> {
  const booking = page.getByRole('region', { name: 'Booking' })
  await booking.getByRole('button', { name: /^Dates/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose dates' })
  await expect(dialog).toBeVisible()
  const cell = dialog.locator(`[data-day="${dayKey(days)}"]`)
  while (!(await cell.isVisible())) await dialog.getByRole('button', { name: 'Next month' }).click()
  await cell.click()
  await expect(dialog.getByText(/^Start date .+\. Choose an end date\.$/)).toBeVisible()
  await cell.click()
  await expect(dialog).toBeHidden()
}

/** Waits until every island of the page has hydrated. */
