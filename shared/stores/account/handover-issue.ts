/**
 * The partner side of the hand-over (shared/contract/account/handover.ts). A widget on a
 * partner's page that sends a signed-in visitor to the marketplace (another origin, with
 * storage of its own) first asks for a one-time code and puts only that code in the URL.
 * Without a session, or when the code cannot be had, the visitor simply goes as a guest.
 */
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import {
  type HandoverCodeData,
  handoverCalls,
  handoverParam,
} from '../../contract/account/handover.ts'
import { $session } from '../core/session.ts'

function originOf(href: string, base: string): string | null {
  try {
    return new URL(href, base).origin
  } catch {
    return null
  }
}

/**
 * Whether going to `href` leaves this page's origin for the marketplace while signed in as a
 * real account (onboarding included). Codes only ever travel to the configured marketplace.
 */
export function needsHandover(href: string): boolean {
  if (typeof location === 'undefined') return false
  const session = $session.get()
  if (!session.accessToken || !session.userInfo) return false
  const target = originOf(href, location.href)
  return (
    target !== null &&
    target !== location.origin &&
    target === originOf($config.get().siteUrl, location.href)
  )
}

/** `href` with a fresh hand-over code when it needs one; unchanged otherwise or on failure. */
export async function withHandover(href: string): Promise<string> {
  if (!needsHandover(href)) return href
  try {
    const { code } = await api.post<HandoverCodeData>(handoverCalls.issue.path, { auth: 'bearer' })
    const url = new URL(href, location.href)
    url.searchParams.set(handoverParam, code)
    return url.href
  } catch {
    return href
  }
}
