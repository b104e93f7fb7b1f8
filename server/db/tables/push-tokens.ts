/**
 * Web push tokens (spec part 2 section 7: "a messaging service registers a web push
 * token"): one row per browser (`deviceId`, made by the browser), owned by the person
 * signed in there last. The FCM push port sends to every token of the receiver and drops
 * the ones FCM reports gone.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'
import { ownedByUser } from './users.ts'

export const pushTokens = pgTable(
  'push_tokens',
  {
    deviceId: text('device_id').primaryKey(),
    userId: ownedByUser(),
    token: text('token').notNull(),
    ...timestamps(),
  },
  (t) => [index('push_tokens_user_idx').on(t.userId)],
)
