/**
 * Loading a booking for an action (locked, so two actions on one booking run one after
 * the other), who the caller is to it, and the legal moves from the one transition table
 * of shared/domain: anything else is a 400 with `bookingApiMessages.statusRefused`.
 */
import { asc, eq } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type {
  ItemKindCode,
  Price,
  PriceTypeCode,
} from '../../../shared/contract/catalogue/catalogue.ts'
import type { PricedItem } from '../../../shared/domain/booking/checkout.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { BookingPeriod } from '../../../shared/domain/booking/period.ts'
import {
  type Actor,
  type BookingEvent,
  targetsOf,
} from '../../../shared/domain/booking/transitions.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, itemPrices, items } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import { durationOf } from '../catalogue/item-detail.ts'

export type BookingRow = typeof bookings.$inferSelect
export type ItemRow = typeof items.$inferSelect

export interface Loaded {
  booking: BookingRow
  item: ItemRow
  prices: Price[]
}

export async function itemPriceList(db: Db, itemId: string): Promise<Price[]> {
  const rows = await db
    .select({ type: itemPrices.type, amountCents: itemPrices.amountCents })
    .from(itemPrices)
    .where(eq(itemPrices.itemId, itemId))
    .orderBy(asc(itemPrices.type))
  return rows.map((row) => ({
    type: row.type as PriceTypeCode,
    amount: toDollars(row.amountCents),
  }))
}

/** What the pricing rules need of an item. */
export function pricedItem(item: ItemRow, prices: Price[]): PricedItem {
  return {
    price: prices,
    bond: toDollars(item.bondCents),
    isInsuranceAvailable: item.isInsuranceAvailable,
    itemCategoryType: item.itemCategoryType as ItemKindCode,
    minimumHireDuration: durationOf(item.minimumHireDuration),
    maximumHireDuration: durationOf(item.maximumHireDuration),
    isNoMaxHireDuration: item.isNoMaxHireDuration,
  }
}

export function periodOf(booking: BookingRow): BookingPeriod {
  return {
    startDate: booking.startDate.getTime(),
    endDate: booking.endDate.getTime(),
    startTime: booking.startTime,
    endTime: booking.endTime,
  }
}

/** Units or people the hire cost was multiplied by. */
export function quantityOf(booking: BookingRow): number {
  return booking.numberOfPeople ?? booking.units
}

/** The booking with its item, locked for the rest of the transaction; 404 when unknown. */
export async function loadBooking(tx: Db, bookingId: string): Promise<Loaded> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
  if (!booking) throw notFound(bookingApiMessages.bookingNotFound)
  const [item] = await tx.select().from(items).where(eq(items.id, booking.itemId))
  if (!item) throw notFound(bookingApiMessages.bookingNotFound)
  return { booking, item, prices: await itemPriceList(tx, item.id) }
}

export type Role = 'hirer' | 'supplier'

export function roleOf(booking: BookingRow, userId: string): Role | null {
  if (booking.hirerId === userId) return 'hirer'
  if (booking.supplierId === userId) return 'supplier'
  return null
}

/** 403 for a booking the caller is not part of, or takes part in the other way. */
export function requireRole(booking: BookingRow, userId: string, role?: Role): Role {
  const actual = roleOf(booking, userId)
  if (!actual) throw forbidden(bookingApiMessages.notYourBooking)
  if (role && actual !== role) {
    throw forbidden(
      role === 'hirer' ? bookingApiMessages.hirerOnly : bookingApiMessages.supplierOnly,
    )
  }
  return actual
}

export function currentStatus(booking: BookingRow): BookingStatus {
  return booking.status as BookingStatus
}

/**
 * The status `event` leads to: the first of `wanted` the table allows `actor` from the
 * booking's status. 400 when it allows none.
 */
export function nextStatus(
  booking: BookingRow,
  event: BookingEvent,
  actor: Actor,
  wanted: readonly BookingStatus[],
): BookingStatus {
  const allowed = targetsOf(event, currentStatus(booking), actor)
  const to = wanted.find((status) => allowed.includes(status))
  if (!to) throw badRequest(bookingApiMessages.statusRefused)
  return to
}
