/**
 * $referrals: the referral program of the signed-in user (GET /user/referral): their code,
 * the credits earned from friends who signed up with it, and what is still to spend.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  profileCalls,
  type ReferralCredit,
  type ReferralData,
} from '../../contract/account/profile.ts'
import { messages } from '../../contract/core/messages.ts'
import { reportError } from '../core/feedback.ts'

export interface ReferralsValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: ReferralCredit[]
  total: number
  referralCode: string
  /** dollars */
  availableAmount: number
  error?: string
}

const empty: ReferralsValue = {
  status: 'idle',
  list: [],
  total: 0,
  referralCode: '',
  availableAmount: 0,
}

export const $referrals = map<ReferralsValue>(empty)

/** Loads the first 50 credits; a failure shows in place. */
export async function loadReferrals(): Promise<void> {
  $referrals.set({ ...$referrals.get(), status: 'loading' })
  try {
    const data = await api.get<ReferralData>(profileCalls.referral.path, {
      auth: 'bearer',
      query: { pageNo: 1, limit: 50 },
    })
    $referrals.set({
      status: 'ready',
      list: data.list,
      total: data.total,
      referralCode: data.referralCode,
      availableAmount: data.availableAmount,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : messages.somethingWentWrong
    $referrals.set({ ...$referrals.get(), status: 'error', error: message })
    reportError(error, { silent: true })
  }
}
