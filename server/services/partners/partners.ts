/**
 * Partners (server/db/tables/partners.ts): the code a widget carries into bookings, the
 * report key (sha256 only), and the origins whose pages may make signed calls. The demo
 * partner is seeded for local use (README, 'Embedding').
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import {
  type PartnerBookingsData,
  partnerMessages,
} from '../../../shared/contract/partners/partners.ts'
import { toDollars } from '../../../shared/domain/booking/money.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, partnerOrigins, partners } from '../../db/schema.ts'
import { badRequest, forbidden, unauthorized } from '../../http/errors.ts'
import { hashToken } from '../account/sessions.ts'
import { rowExists } from '../exists.ts'

/** The sandbox's demo partner: its key is for local use only (README). */
export const demoPartner = {
  code: 'demo-partner',
  name: 'Demo Tours',
  key: 'sandbox-partner-key',
  origin: 'https://partner.example.com',
} as const

/** How many attributed bookings the report lists (the count and value cover them all). */
const listLimit = 500

export async function seedDemoPartner(db: Db): Promise<void> {
  const [partner] = await db
    .insert(partners)
    .values({ code: demoPartner.code, name: demoPartner.name, keyHash: hashToken(demoPartner.key) })
    .onConflictDoNothing()
    .returning({ id: partners.id })
  if (partner) {
    await db.insert(partnerOrigins).values({ origin: demoPartner.origin, partnerId: partner.id })
  }
}

export async function partnerExists(db: Db, code: string): Promise<boolean> {
  return rowExists(db, partners, partners.code, code)
}

/** The code a checkout stores: a known partner's, or 400 (never a silent misattribution). */
export async function attributedPartner(db: Db, code: string | undefined): Promise<string | null> {
  if (code === undefined) return null
  if (!(await partnerExists(db, code))) throw badRequest(partnerMessages.unknownCode)
  return code
}

/** 401 without a key or with one no partner has, 403 with another partner's key. */
export async function checkPartnerKey(db: Db, code: string, key: string | undefined) {
  if (!key?.trim()) throw unauthorized(partnerMessages.keyMissing)
  const [owner] = await db
    .select({ code: partners.code })
    .from(partners)
    .where(eq(partners.keyHash, hashToken(key.trim())))
    .limit(1)
  if (!owner) throw unauthorized(partnerMessages.keyInvalid)
  if (owner.code !== code) throw forbidden(partnerMessages.otherPartner)
}

export async function partnerBookings(db: Db, code: string): Promise<PartnerBookingsData> {
  const rows = await db
    .select({
      id: bookings.id,
      itemId: bookings.itemId,
      status: bookings.status,
      totalCents: bookings.totalCents,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(isNotNull(bookings.partnerCode), eq(bookings.partnerCode, code)))
    .orderBy(desc(bookings.createdAt))
  const byStatus: Record<string, number> = {}
  let cents = 0
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1
    cents += row.totalCents
  }
  return {
    partner: code,
    count: rows.length,
    value: toDollars(cents),
    currency: 'AUD',
    byStatus,
    list: rows.slice(0, listLimit).map((row) => ({
      bookingId: row.id,
      itemId: row.itemId,
      status: row.status,
      amount: toDollars(row.totalCents),
      currency: 'AUD',
      createdAt: row.createdAt.getTime(),
    })),
  }
}

/** Whether `origin` is on the partner origins allowlist kept in the database. */
export async function partnerOriginListed(db: Db, origin: string): Promise<boolean> {
  return rowExists(db, partnerOrigins, partnerOrigins.origin, origin)
}
