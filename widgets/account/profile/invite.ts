/**
 * The referral invite (spec part 1, /invite-friend/{id}): copying the code and sharing it
 * where the browser can share (navigator.share).
 */
import { referralRules } from '../../../shared/contract/account/profile.ts'

export const inviteMessages = {
  title: `Invite your friends and get a $${referralRules.creditCents / 100} credit!`,
  copied: 'Referral code copied',
  copyFailed: 'The code could not be copied. Please select it and copy it yourself.',
  noCredits: 'No credits yet. When a friend signs up with your code, your credit will show here.',
} as const

export function shareText(code: string, siteUrl: string): string {
  return `Hire gear and experiences from locals across Australia. Sign up at ${siteUrl} with my referral code ${code} and we both get a $${referralRules.creditCents / 100} credit.`
}

/** Whether the browser offers its share sheet. */
export function canShare(nav: Navigator | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function'
}

/** Copies `text`; resolves false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
