/**
 * A supplier answers requests only once they can be paid (spec part 3 section 8: status
 * 426 on accepting or declining, and the console's payment-details prompt). Who may answer
 * is checked first, so a hirer or another supplier still gets 403.
 */
import { supplierMessages } from '../../../shared/contract/supplier/messages.ts'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/errors.ts'
import { type Loaded, requireRole } from '../bookings/access.ts'
import { hasBankDetails } from '../listings/bank.ts'

export async function requirePayoutAccount(tx: Db, loaded: Loaded, userId: string) {
  requireRole(loaded.booking, userId, 'supplier')
  if (!(await hasBankDetails(tx, userId))) {
    throw new HttpError(426, supplierMessages.paymentDetailsFirst)
  }
}
