/** GET /sandbox/charges: the caller's records at the sandbox processor, newest first. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { SandboxChargesData } from '../../shared/contract/checkout/payments.ts'
import { toDollars } from '../../shared/domain/booking/money.ts'
import type { Db } from '../db/connect.ts'
import { sandboxCharges } from '../db/schema.ts'
import { pagedRows } from './count.ts'

export async function listSandboxCharges(
  db: Db,
  input: { userId: string; bookingId?: string; limit: number },
): Promise<SandboxChargesData> {
  const conditions: SQL[] = [eq(sandboxCharges.customer, input.userId)]
  if (input.bookingId) {
    conditions.push(sql`${sandboxCharges.metadata} ->> 'bookingId' = ${input.bookingId}`)
  }
  const where = and(...conditions)
  const order = [desc(sandboxCharges.createdAt), desc(sandboxCharges.id)]
  const { rows, total } = await pagedRows(db, sandboxCharges, { where, order }, input)
  return {
    list: rows.map((row) => {
      const metadata = (row.metadata ?? {}) as Record<string, string>
      return {
        _id: row.id,
        kind: row.kind === 'refund' ? 'refund' : 'charge',
        amount: toDollars(row.amountCents),
        chargeId: row.chargeId,
        description: row.description,
        bookingId: metadata.bookingId ?? null,
        purpose: row.kind === 'refund' ? null : (metadata.purpose ?? null),
        created: row.createdAt.toISOString(),
      }
    }),
    total,
  }
}
