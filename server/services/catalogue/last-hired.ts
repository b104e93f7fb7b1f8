/**
 * GET /items/last-hired: items the caller hired (or, as a supplier, their items others
 * hired), each with its latest hire, newest first, filtered by item name.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { LastHiredItem } from '../../../shared/contract/catalogue/items.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import { notHiredStatuses } from '../../../shared/domain/booking/status.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, items, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { personCard } from '../account/people.ts'
import { countRows } from '../count.ts'
import { itemCards } from './item-cards.ts'

/** Bookings that never became a hire: requests not (yet) accepted, refused or abandoned. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

export async function lastHired(
  db: Db,
  options: {
    userId: string
    as: 'hirer' | 'supplier'
    searchKey: string
    limit: number
    offset: number
  },
  absolute: Absolute,
): Promise<ListData<LastHiredItem>> {
  const conditions = [
    options.as === 'hirer'
      ? eq(bookings.hirerId, options.userId)
      : eq(items.supplierId, options.userId),
    notInArray(bookings.status, notHiredStatuses),
  ]
  const search = options.searchKey.trim()
  if (search) conditions.push(sql`${items.itemName} ilike ${`%${escapeLike(search)}%`}`)
  const latest = db
    .selectDistinctOn([bookings.itemId], {
      bookingId: bookings.id,
      itemId: bookings.itemId,
      hirerId: bookings.hirerId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(and(...conditions))
    .orderBy(bookings.itemId, desc(bookings.startAt))
    .as('latest')
  const [page, total] = await Promise.all([
    db
      .select()
      .from(latest)
      .orderBy(desc(latest.startAt), latest.itemId)
      .limit(options.limit)
      .offset(options.offset),
    countRows(db, latest),
  ])
  if (page.length === 0) return { list: [], total }

  const hits = page.map((row) => ({ id: row.itemId, distance: null }))
  const [cardRows, hirers] = await Promise.all([
    // Items hired once stay in the history even when no longer listed.
    itemCards(db, hits, options.userId, absolute),
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(page.map((row) => row.hirerId))])),
  ])
  const cards = new Map(cardRows.map((row) => [row.card._id, row.card]))
  const list = page.flatMap((row): LastHiredItem[] => {
    const card = cards.get(row.itemId)
    const hirer = hirers.find((user) => user.id === row.hirerId)
    if (!card || !hirer) return []
    return [
      {
        ...card,
        bookingId: row.bookingId,
        startDate: row.startAt.toISOString(),
        endDate: row.endAt.toISOString(),
        hireCost: toDollars(row.amountCents),
        bookingStatus: row.status,
        hireBy: personCard(hirer, absolute),
      },
    ]
  })
  return { list, total }
}
