/**
 * Availability at write time. The database refuses any booking row that would hold more
 * units of an item than it has at some instant (trigger `bookings_capacity`, see
 * server/README.md): here that refusal becomes a 409, and a read-only check answers the
 * same question before a change request is sent to the supplier.
 */
import { sql } from 'drizzle-orm'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { Db } from '../../db/connect.ts'
import { conflict, type HttpError } from '../../http/errors.ts'

export const capacityConstraint = 'bookings_capacity'

/** The trigger's exclusion_violation (23P01), from postgres-js or PGlite, wrapped or not. */
export function isCapacityError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown }
    if (record.code === '23P01') {
      const name = record.constraint ?? record.constraint_name
      return name === undefined || name === capacityConstraint
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const unavailable = (): HttpError => conflict(bookingApiMessages.unavailable)

/** Runs a write that may hold units; 409 'not available' when the database refuses it. */
export async function holdingUnits<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isCapacityError(error)) throw unavailable()
    throw error
  }
}

/** Whether `units` more fit between the two instants, other than the booking `except`. */
export async function unitsFree(
  db: Db,
  input: {
    itemId: string
    start: Date
    end: Date
    units: number
    capacity: number
    except: string
  },
): Promise<boolean> {
  const result = (await db.execute(
    sql`select booking_units_used(${input.itemId}::uuid, ${input.start.toISOString()}::timestamptz, ${input.end.toISOString()}::timestamptz, ${input.except}::uuid) as used`,
  )) as unknown as { used: number }[] | { rows: { used: number }[] }
  // postgres-js answers the rows, PGlite an object holding them.
  const [row] = Array.isArray(result) ? result : result.rows
  return Number(row?.used ?? 0) + input.units <= input.capacity
}
