/**
 * PUT /notification/push-token {deviceId, token}: this browser's FCM token for the caller
 * (stored in any mode; only the FCM push port outside the sandbox uses it). A device id
 * held by another account moves only when the same token comes with it (the same browser,
 * someone else signed in); otherwise 403. DELETE /notification/push-token/{deviceId}: the
 * caller's own registration only (404 otherwise), on sign-out or when push is switched off.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  type PushTokenData,
  pushCalls,
  pushMessages,
} from '../../../shared/contract/notifications/push.ts'
import {
  pushTokenBody,
  pushTokenParams,
} from '../../../shared/contract/notifications/push-schemas.ts'
import { pushTokens } from '../../db/schema.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { forbidden } from '../../http/errors.ts'

export function pushTokenRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(
    pushCalls.register,
    { body: pushTokenBody, message: pushMessages.registered },
    async ({ caller: { userId }, body: { deviceId, token } }): Promise<PushTokenData> => {
      const now = deps.now()
      // One statement: the row is the caller's afterwards, or untouched when the device is
      // another account's with another token.
      const saved = await deps.db
        .insert(pushTokens)
        .values({ deviceId, userId, token, updatedAt: now })
        .onConflictDoUpdate({
          target: pushTokens.deviceId,
          set: { userId, token, updatedAt: now },
          setWhere: sql`${pushTokens.userId} = ${userId} or ${pushTokens.token} = ${token}`,
        })
        .returning({ deviceId: pushTokens.deviceId })
      if (saved.length === 0) throw forbidden(pushMessages.otherAccount)
      return { deviceId }
    },
  )

  calls.user(
    pushCalls.remove,
    { params: pushTokenParams, message: pushMessages.removed, notFound: pushMessages.notFound },
    async ({ caller: { userId }, params: { deviceId } }): Promise<PushTokenData | undefined> => {
      const [removed] = await deps.db
        .delete(pushTokens)
        .where(and(eq(pushTokens.deviceId, deviceId), eq(pushTokens.userId, userId)))
        .returning({ deviceId: pushTokens.deviceId })
      return removed && { deviceId }
    },
  )
}
