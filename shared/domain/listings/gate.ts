/**
 * The add-listing gate (spec part 3 sections 4 and 8): a supplier lists only when VERIFIED
 * and with bank details; otherwise one of three messages, the last with an action to
 * /payment-detail.
 */
import { gateMessages } from '../../contract/listings/messages.ts'

export interface GateResult {
  message: string
  /** where the prompt's action goes, when it has one */
  action: '/payment-detail' | null
}

export function listingGate(user: {
  verifyStatus: string
  bankDetail: boolean
}): GateResult | null {
  const verified = user.verifyStatus === 'VERIFIED'
  if (verified && user.bankDetail) return null
  if (!verified && !user.bankDetail) return { message: gateMessages.neither, action: null }
  if (!verified) return { message: gateMessages.notVerified, action: null }
  return { message: gateMessages.noBank, action: '/payment-detail' }
}
