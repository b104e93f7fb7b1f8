/**
 * POST /user/chat-token: the Firebase chat's sign-in for the session (uid = our user id,
 * with the name and picture the other member sees). 404 when the server has no Firebase
 * project (the sandbox chat needs none).
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { chatCalls, chatMessages } from '../../../shared/contract/chat/chat.ts'
import { type ChatTokenData, chatTokenMessages } from '../../../shared/contract/chat/token.ts'
import { users } from '../../db/schema.ts'
import { userAccess } from '../../http/auth.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { firebaseCustomToken } from '../../ports/google-service.ts'
import { displayName } from '../../services/account/people.ts'

export function chatTokenRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(chatCalls.token.path, async (c) => {
    const { userId } = userAccess(c)
    const firebase = deps.settings.firebase
    if (!firebase) throw notFound(chatTokenMessages.notConfigured)
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
    if (!user) throw notFound(chatMessages.recordNotFound)
    return ok<ChatTokenData>(c, {
      userId,
      name: displayName(user),
      profilePicture: absoluteUrls(c, deps)(user.profilePicture),
      customToken: firebaseCustomToken(firebase, userId, deps.now()),
    })
  })

  return routes
}
