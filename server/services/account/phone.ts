/**
 * Phone numbers: a verified number belongs to one account; the SMS code stores it as
 * verified. Numbers are kept as the country code and the national digits.
 */
import { and, eq, ne } from 'drizzle-orm'
import { phoneAddress } from '../../../shared/contract/account/fields.ts'
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'
import { inTransaction } from '../transactions.ts'
import { matchCode, spendCode } from './codes.ts'

export interface PhoneNumber {
  userId: string
  countryCode: string
  /** national digits, no spaces */
  mobileNo: string
}

export async function refuseTakenNumber(db: Db, phone: PhoneNumber): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.countryCode, phone.countryCode),
        eq(users.mobileNo, phone.mobileNo),
        eq(users.isPhoneVerified, true),
        ne(users.id, phone.userId),
      ),
    )
    .limit(1)
  if (other) throw conflict(profileMessages.phoneTaken)
}

export async function confirmPhone(
  db: Db,
  phone: PhoneNumber & { otp: string },
  now: Date,
): Promise<void> {
  const target = phoneAddress(phone.countryCode, phone.mobileNo)
  const code = await matchCode(
    db,
    { purpose: 'change-phone', target, otp: phone.otp, userId: phone.userId },
    now,
  )
  await refuseTakenNumber(db, phone)
  await inTransaction(db, async (tx) => {
    await spendCode(tx, code.id, now)
    await tx
      .update(users)
      .set({ countryCode: phone.countryCode, mobileNo: phone.mobileNo, isPhoneVerified: true })
      .where(eq(users.id, phone.userId))
  })
}
