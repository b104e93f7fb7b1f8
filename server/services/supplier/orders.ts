/**
 * GET /orders for the supplier: a tab of their bookings (shared/domain/supplier/orders.ts
 * decides which statuses), 10 a page, with the all-time revenue and the awaiting count.
 * The awaiting count alone (`awaitingCount`) is one query on a partial index, cheap
 * enough for every open console to ask for it every 5 seconds.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { BookingStatus } from '../../../shared/contract/booking/fields.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import type {
  OrdersData,
  OrderType,
  SupplierOrderCard,
} from '../../../shared/contract/supplier/orders.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import { changeStatuses, tabStatuses } from '../../../shared/domain/supplier/orders.ts'
import type { Db } from '../../db/connect.ts'
import { bookingChanges, bookings, insuranceClaims, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { bookingPerson, displayName } from '../account/people.ts'
import { toListItem } from '../bookings/records.ts'
import { itemCards } from '../catalogue/item-cards.ts'
import { countRows } from '../count.ts'
import { totalEarnedCents } from './revenue.ts'

/**
 * `awaitingSupplier` (the partial index's predicate) with its columns qualified, so it
 * also reads in joins; literals, not parameters, so the planner matches the index.
 */
const awaiting = sql`(${bookings.status} in ('REQUESTED', 'CHANGE_REQUEST', 'RETRUNED') or (${bookings.status} = 'PENDING_CANCELATION' and ${bookings.cancelRequest}->>'requestedBy' = 'HIRER'))`

/** Requests whose start has passed expire on their next read; the badge skips them now. */
const stillAwaiting = (now: Date) =>
  and(awaiting, or(sql`${bookings.status} <> 'REQUESTED'`, gt(bookings.startAt, now)))

export async function awaitingCount(db: Db, supplierId: string, now: Date): Promise<number> {
  return countRows(db, bookings, and(eq(bookings.supplierId, supplierId), stillAwaiting(now)))
}

function tabFilter(type: OrderType, now: Date): SQL | undefined {
  const changing = inArray(bookings.status, changeStatuses)
  switch (type) {
    case 'ACTIVE':
      return or(
        inArray(bookings.status, tabStatuses.ACTIVE),
        and(changing, isNotNull(bookings.pickedUpAt)),
      )
    case 'UPCOMMING':
      return or(
        inArray(bookings.status, tabStatuses.UPCOMMING),
        and(changing, isNull(bookings.pickedUpAt)),
      )
    case 'HISTORY':
      return inArray(bookings.status, tabStatuses.HISTORY)
    case 'AWAITING':
      return stillAwaiting(now)
    default:
      return undefined
  }
}

const orderOf: Record<OrderType, SQL[]> = {
  ACTIVE: [asc(bookings.endAt), asc(bookings.id)],
  UPCOMMING: [asc(bookings.startAt), asc(bookings.id)],
  HISTORY: [desc(bookings.endAt), desc(bookings.id)],
  ALL: [desc(bookings.createdAt), desc(bookings.id)],
  AWAITING: [asc(bookings.createdAt), asc(bookings.id)],
}

export async function listOrders(
  db: Db,
  input: { supplierId: string; type: OrderType; limit: number; offset: number },
  absolute: Absolute,
  now: Date,
): Promise<OrdersData> {
  const where = and(eq(bookings.supplierId, input.supplierId), tabFilter(input.type, now))
  const [rows, total, cents, awaiting, [supplier]] = await Promise.all([
    db
      .select({ booking: bookings, hirer: users, claim: insuranceClaims.status })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.hirerId))
      .leftJoin(insuranceClaims, eq(insuranceClaims.bookingId, bookings.id))
      .where(where)
      .orderBy(...orderOf[input.type])
      .limit(input.limit)
      .offset(input.offset),
    countRows(db, bookings, where),
    totalEarnedCents(db, input.supplierId),
    awaitingCount(db, input.supplierId, now),
    db.select().from(users).where(eq(users.id, input.supplierId)),
  ])
  const ids = rows.map((row) => row.booking.id)
  const [cards, changes] = await Promise.all([
    itemCards(
      db,
      [...new Set(rows.map((row) => row.booking.itemId))].map((id) => ({ id, distance: null })),
      input.supplierId,
      absolute,
    ),
    ids.length
      ? db
          .select({ bookingId: bookingChanges.bookingId, endDate: bookingChanges.endDate })
          .from(bookingChanges)
          .where(and(inArray(bookingChanges.bookingId, ids), eq(bookingChanges.state, 'PENDING')))
      : Promise.resolve([]),
  ])
  const cardOf = new Map(cards.map((row) => [row.card._id, row.card]))
  const changeOf = new Map(changes.map((row) => [row.bookingId, row.endDate.getTime()]))
  const supplierName = supplier ? displayName(supplier) : ''
  const list = rows.flatMap(({ booking, hirer, claim }): SupplierOrderCard[] => {
    const card = cardOf.get(booking.itemId)
    if (!card) return []
    return [
      {
        ...toListItem(booking, card, supplierName),
        bookingStatus: booking.status as BookingStatus,
        hirerId: hirer.id,
        hirerDetail: bookingPerson(hirer, absolute),
        hireCost: toDollars(booking.amountCents),
        insuranceStatus: claim ?? null,
        cancelItem: (booking.cancelRequest as BookingRecord['cancelItem']) ?? null,
        changeEndDate: changeOf.get(booking.id) ?? null,
      },
    ]
  })
  return {
    list,
    total,
    totalRevenue: toDollars(cents),
    awaitngReview: awaiting,
  }
}
