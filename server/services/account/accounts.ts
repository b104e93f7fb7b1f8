/**
 * Creating an account, in one transaction: the user with a fresh referral code, the
 * referrer's credit, the social link and the first email code all land together or not at
 * all. The code is answered for delivery after the commit.
 */
import { accountApiMessages } from '../../../shared/contract/account/account.ts'
import type { UserType } from '../../../shared/contract/account/auth.ts'
import { profileStep } from '../../../shared/contract/account/auth.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import type { Db } from '../../db/connect.ts'
import { socialAccounts, users } from '../../db/schema.ts'
import { conflict } from '../../http/errors.ts'
import { recordSend } from '../rate-limit.ts'
import { inTransaction, isUniqueViolation } from '../transactions.ts'
import { issueCode } from './codes.ts'
import { grantReferralCredit, newReferralCode } from './referrals.ts'
import type { UserRow } from './users.ts'

export interface NewAccount {
  /** lower case */
  email: string
  passwordHash: string | null
  userType: UserType
  emailVerified: boolean
  profilePicture?: string
  referrerId?: string | null
  social?: { provider: string; socialId: string }
}

export interface CreatedAccount {
  user: UserRow
  /** the email code to deliver, when the address still needs verifying */
  code: string | null
}

export async function createAccount(db: Db, input: NewAccount, now: Date): Promise<CreatedAccount> {
  // A referral code collision (1 in 10^15) only needs a second draw.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertAccount(db, input, now)
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_type_idx')) throw conflict(messages.emailExists)
      if (isUniqueViolation(error, 'social_accounts_provider_idx')) {
        throw conflict(accountApiMessages.socialTaken)
      }
      if (attempt >= 3 || !isUniqueViolation(error, 'users_referral_code_idx')) throw error
    }
  }
}

function insertAccount(db: Db, input: NewAccount, now: Date): Promise<CreatedAccount> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        userType: input.userType,
        profilePicture: input.profilePicture ?? '',
        referralCode: newReferralCode(),
        profileStep: input.emailVerified ? profileStep.completeProfile : profileStep.verifyEmail,
        createdAt: now,
      })
      .returning()
    if (!user) throw new Error('Insert returned no user')
    if (input.referrerId) await grantReferralCredit(tx, input.referrerId, user.id, now)
    if (input.social) {
      await tx.insert(socialAccounts).values({ userId: user.id, ...input.social, createdAt: now })
    }
    if (input.emailVerified) return { user, code: null }
    const code = await issueCode(
      tx,
      { purpose: 'verify-email', target: input.email, userId: user.id },
      now,
    )
    await recordSend(tx, input.email, now)
    return { user, code }
  })
}
