/**
 * Payout bank details of a supplier. Only the presence and the masked digits are ever
 * answered; the full numbers live with the payouts processor.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { bankDetails } from '../../db/schema.ts'

/** Whether the user has saved payout bank details (one half of the add-listing gate). */
export async function hasBankDetails(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: bankDetails.userId })
    .from(bankDetails)
    .where(eq(bankDetails.userId, userId))
    .limit(1)
  return row !== undefined
}
