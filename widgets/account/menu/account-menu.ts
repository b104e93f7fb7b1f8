/**
 * What the signed-in profile menu offers (spec part 1 section 2): My Profile, Referral
 * Program, Terms & Conditions, Support Chat, Tutorial and Log out, which asks first.
 */

import { startTour } from '../../../shared/stores/account/tour.ts'
import { confirmAction } from '../../../shared/stores/core/feedback.ts'
import { runLogOutSteps } from '../../../shared/stores/core/log-out-steps.ts'
import { logOut } from '../../../shared/stores/core/session.ts'
import type { MenuItem } from './ProfileMenu.tsx'

export const menuMessages = {
  logoutConfirm: 'Are you sure you want to Log out?',
} as const

export const menuLinks = {
  profile: '/edit-profile',
  referral: '/invite-friend/in',
  terms: '/termsAndCondition',
} as const

/** Asks, then logs out on the server (push token first), forgets the session and goes home. */
export async function confirmLogOut(owner: string, goHome: () => void): Promise<boolean> {
  const yes = await confirmAction(menuMessages.logoutConfirm, { owner })
  if (!yes) return false
  try {
    // First what needs the session (this browser's push token), then the log-out itself.
    await runLogOutSteps()
    await logOut()
  } catch {
    // The session is forgotten even when the server could not be told.
  }
  goHome()
  return true
}

export interface AccountMenuOptions {
  /** where Support Chat goes until chat exists (a mailto: link or a page) */
  supportHref: string
  /** the widget id that shows the confirmation */
  owner: string
  goHome?: () => void
}

export function accountMenuItems(options: AccountMenuOptions): MenuItem[] {
  const goHome = options.goHome ?? (() => window.location.assign('/'))
  return [
    { key: 'profile', label: 'My Profile', href: menuLinks.profile },
    { key: 'referral', label: 'Referral Program', href: menuLinks.referral },
    { key: 'terms', label: 'Terms & Conditions', href: menuLinks.terms },
    { key: 'support', label: 'Support Chat', detail: 'by email', href: options.supportHref },
    { key: 'tutorial', label: 'Tutorial', select: startTour },
    {
      key: 'logout',
      label: 'Log out',
      select: () => void confirmLogOut(options.owner, goHome),
    },
  ]
}
