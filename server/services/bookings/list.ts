/**
 * GET /booking?type&pageNo&limit&searchKey: the hirer's Current or History list, whose
 * statuses come from the status table. Current: soonest start first; History: latest end
 * first. searchKey matches the item name.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ListType } from '../../../shared/contract/booking/fields.ts'
import type { BookingListData } from '../../../shared/contract/booking/records.ts'
import { statusesOfList } from '../../../shared/domain/booking/status.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, items, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { displayName } from '../account/people.ts'
import { itemCards } from '../catalogue/item-cards.ts'
import { toListItem } from './records.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

export async function listBookings(
  db: Db,
  input: { userId: string; type: ListType; limit: number; offset: number; searchKey: string },
  absolute: Absolute,
): Promise<BookingListData> {
  const list = input.type === 'Current' ? 'current' : 'history'
  const conditions = [
    eq(bookings.hirerId, input.userId),
    inArray(bookings.status, statusesOfList(list)),
  ]
  const search = input.searchKey.trim()
  if (search) conditions.push(sql`${items.itemName} ilike ${`%${escapeLike(search)}%`}`)
  const where = and(...conditions)
  const order =
    list === 'current'
      ? [asc(bookings.startAt), asc(bookings.id)]
      : [desc(bookings.endAt), desc(bookings.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: bookings, supplier: users })
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .innerJoin(users, eq(users.id, bookings.supplierId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .where(where),
  ])
  const ids = [...new Set(rows.map((row) => row.booking.itemId))]
  const cards = await itemCards(
    db,
    ids.map((id) => ({ id, distance: null })),
    input.userId,
    absolute,
  )
  const cardOf = new Map(cards.map((row) => [row.card._id, row.card]))
  return {
    list: rows.flatMap(({ booking, supplier }) => {
      const card = cardOf.get(booking.itemId)
      return card ? [toListItem(booking, card, displayName(supplier))] : []
    }),
    total: total?.n ?? 0,
  }
}
