/**
 * POST /user/chat-token: the Firebase chat's sign-in for the session (uid = our user id,
 * with the name and picture the other member sees). 404 when the server has no Firebase
 * project (the sandbox chat needs none).
 */
import { eq } from 'drizzle-orm'
import { chatCalls, chatMessages } from '../../../shared/contract/chat/chat.ts'
import { type ChatTokenData, chatTokenMessages } from '../../../shared/contract/chat/token.ts'
import { users } from '../../db/schema.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { firebaseCustomToken } from '../../ports/google-service.ts'
import { displayName } from '../../services/account/people.ts'

export function chatTokenRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.user(chatCalls.token, {}, async ({ c, caller: { userId } }): Promise<ChatTokenData> => {
    const firebase = deps.settings.firebase
    if (!firebase) throw notFound(chatTokenMessages.notConfigured)
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
    if (!user) throw notFound(chatMessages.recordNotFound)
    return {
      userId,
      name: displayName(user),
      profilePicture: absoluteUrls(c, deps)(user.profilePicture),
      customToken: firebaseCustomToken(firebase, userId, deps.now()),
    }
  })
}
