/** The email code after sign-up: spent together with the move from step 413 to 414. */
import { and, eq } from 'drizzle-orm'
import { profileStep } from '../../../shared/contract/account/auth.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { redeemCode } from './codes.ts'

/** Answers the verified user's id. */
export async function verifyEmailCode(
  db: Db,
  input: { email: string; otp: string },
  now: Date,
): Promise<string> {
  const target = { purpose: 'verify-email', target: input.email, otp: input.otp } as const
  return redeemCode(db, target, now, async (tx, code) => {
    await tx
      .update(users)
      .set({ profileStep: profileStep.completeProfile })
      .where(and(eq(users.id, code.userId), eq(users.profileStep, profileStep.verifyEmail)))
    return code.userId
  })
}
