/**
 * The marketplace side of the hand-over. The page's first inline script
 * (site/lib/handover-script.ts) took the code out of the address bar into this tab's
 * sessionStorage under our namespace; here it is spent, once, for a session of this
 * origin. A refused code (used, expired, unknown) leaves the visitor a guest, quietly.
 */
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import {
  type HandoverSessionData,
  handoverCalls,
  handoverParam,
} from '../../contract/account/handover.ts'
import { ensureGuestSession } from '../core/session.ts'
import { enterSession } from './auth-flow.ts'

/** Where the captured code waits (`hire:handover`); session.ts holds guest sign-in meanwhile. */
export const pendingHandoverKey = () => `${$config.get().namespace}:${handoverParam}`

function storage(): Storage | null {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

/** The route guard waited for the hand-over (site/lib/guard-script.ts): it decides now. */
function recheckGuard(): void {
  const key = `${$config.get().namespace}:accessToken`
  let newValue: string | null = null
  try {
    newValue = localStorage.getItem(key)
  } catch {
    // No storage: the guard reads nothing either.
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }))
}

/**
 * Spends a waiting code; true once this origin holds the handed-over session. The code stays
 * waiting until the answer is in, so no widget starts a guest session meanwhile.
 */
export async function redeemPendingHandover(): Promise<boolean> {
  const code = storage()?.getItem(pendingHandoverKey())
  if (!code) return false
  let data: HandoverSessionData | null = null
  try {
    data = await api.post<HandoverSessionData>(handoverCalls.exchange.path, {
      auth: 'basic',
      body: { code },
    })
  } catch {
    // Used, expired or unknown (400), or offline: the visitor goes on as a guest.
  }
  storage()?.removeItem(pendingHandoverKey())
  if (data) enterSession(data, data.user.email)
  else await ensureGuestSession()
  recheckGuard()
  return data !== null
}
