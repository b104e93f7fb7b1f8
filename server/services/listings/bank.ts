/**
 * Payout bank details of a supplier. The full numbers go to the payouts processor; our row
 * keeps the last 3 digits (all the API ever shows), the holder and address, and the
 * processor's references. The ID scans are the user's document images (PATCH
 * /user/stripe-document), sent to the processor with the account.
 */
import { eq } from 'drizzle-orm'
import type { BankPayload, BankSummary } from '../../../shared/contract/listings/bank.ts'
import { bankMessages } from '../../../shared/contract/listings/messages.ts'
import { maskDigits } from '../../../shared/domain/listings/bank-form.ts'
import type { Db } from '../../db/connect.ts'
import { bankDetails, users } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import type { IdDocument, PayoutProcessor } from '../../ports/payouts.ts'
import { rowExists } from '../exists.ts'
import { sniffMediaType } from '../media-types.ts'

type BankRow = typeof bankDetails.$inferSelect

/** Whether the user has saved payout bank details (one half of the add-listing gate). */
export async function hasBankDetails(db: Db, userId: string): Promise<boolean> {
  return rowExists(db, bankDetails, bankDetails.userId, userId)
}

async function bankRow(db: Db, userId: string): Promise<BankRow | null> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.userId, userId)).limit(1)
  return row ?? null
}

export function toBankSummary(row: BankRow): BankSummary {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    bsbNumber: maskDigits(row.bsbLast3),
    accountNumber: maskDigits(row.accountLast3),
    dob: { day: row.dobDay, month: row.dobMonth, year: row.dobYear },
    city: row.city,
    line1: row.line1,
    postalCode: row.postalCode,
    state: row.state,
    mcc: row.mcc ?? '',
    url: row.url ?? '',
    hasDocuments: row.documentFront !== '' && row.documentBack !== '',
  }
}

export async function readBank(db: Db, userId: string): Promise<BankSummary | null> {
  const row = await bankRow(db, userId)
  return row ? toBankSummary(row) : null
}

export interface BankPorts {
  payouts: PayoutProcessor
  mediaStorage: MediaStorage
}

/** The user's ID scans as the processor takes them, or null when one is missing. */
async function idDocuments(
  db: Db,
  storage: MediaStorage,
  userId: string,
): Promise<{ front: IdDocument; back: IdDocument; paths: [string, string] } | null> {
  const [user] = await db
    .select({ front: users.documentFrontImage, back: users.documentBackImage })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user?.front || !user.back) return null
  const [front, back] = await Promise.all([user.front, user.back].map((path) => read(path)))
  if (!front || !back) return null
  return { front, back, paths: [user.front, user.back] }

  async function read(path: string): Promise<IdDocument | null> {
    const key = storage.keyOf(path)
    const bytes = key ? await storage.read(key).catch(() => null) : null
    const type = bytes ? sniffMediaType(bytes) : null
    return bytes && key && type ? { bytes, contentType: type.contentType, fileName: key } : null
  }
}

/**
 * Creates or replaces the payout account. The processor is called before our row is
 * written: a refusal leaves the previous details as they were.
 */
export async function saveBank(
  db: Db,
  ports: BankPorts,
  input: { userId: string; email: string; details: BankPayload; now: Date; ip: string },
): Promise<BankSummary> {
  const existing = await bankRow(db, input.userId)
  const details = { ...input.details, email: input.details.email || input.email }
  const account = await ports.payouts.saveAccount(db, {
    userId: input.userId,
    accountRef: existing?.accountRef ?? null,
    details,
    acceptedAt: input.now,
    ip: input.ip,
  })
  if (!account) throw badRequest(bankMessages.refused)
  const documents = await idDocuments(db, ports.mediaStorage, input.userId)
  const attached =
    documents !== null &&
    (await ports.payouts.attachDocuments(db, {
      accountRef: account.accountRef,
      front: documents.front,
      back: documents.back,
    }))
  const values = {
    processor: ports.payouts.name,
    accountRef: account.accountRef,
    externalAccountRef: account.externalAccountRef,
    firstName: details.first_name,
    lastName: details.last_name,
    dobDay: details.Day,
    dobMonth: details.Month,
    dobYear: details.Year,
    line1: details.address.line1,
    city: details.address.city,
    state: details.address.state,
    postalCode: details.address.postal_code,
    bsbLast3: details.bsbNumber.slice(-3),
    accountLast3: details.accountNumber.slice(-3),
    mcc: details.mcc ?? null,
    url: details.url ?? null,
    documentFront: attached ? documents.paths[0] : (existing?.documentFront ?? ''),
    documentBack: attached ? documents.paths[1] : (existing?.documentBack ?? ''),
    updatedAt: input.now,
  }
  const [row] = await db
    .insert(bankDetails)
    .values({ userId: input.userId, ...values, createdAt: input.now })
    .onConflictDoUpdate({ target: bankDetails.userId, set: values })
    .returning()
  if (!row) throw new Error('Bank details were not saved')
  return toBankSummary(row)
}

/** After new ID scans: sends them to an existing account (none yet: they go with it). */
export async function sendDocuments(db: Db, ports: BankPorts, userId: string): Promise<void> {
  const existing = await bankRow(db, userId)
  if (!existing) return
  const documents = await idDocuments(db, ports.mediaStorage, userId)
  if (!documents) return
  const attached = await ports.payouts.attachDocuments(db, {
    accountRef: existing.accountRef,
    front: documents.front,
    back: documents.back,
  })
  if (!attached) throw badRequest(bankMessages.uploadFailed)
  await db
    .update(bankDetails)
    .set({ documentFront: documents.paths[0], documentBack: documents.paths[1] })
    .where(eq(bankDetails.userId, userId))
}

/** Removes the payout account; false when there was none. */
export async function deleteBank(db: Db, ports: BankPorts, userId: string): Promise<boolean> {
  const existing = await bankRow(db, userId)
  if (!existing) return false
  await ports.payouts.removeAccount(db, { accountRef: existing.accountRef })
  await db.delete(bankDetails).where(eq(bankDetails.userId, userId))
  return true
}
