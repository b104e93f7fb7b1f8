/**
 * Item page views for the revenue dashboard. A visitor is the signed-in user, else a hash
 * of the address and browser (never stored in the clear); one view per item, visitor and
 * 30-minute window, so reloads count once. Counting never fails the page that counts.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/connect.ts'
import { itemViews } from '../../db/schema.ts'

export const viewWindowMs = 30 * 60_000

export function visitorKey(input: { userId: string | null; address: string; agent: string }) {
  if (input.userId) return `user:${input.userId}`
  const hash = createHash('sha256').update(`${input.address}\n${input.agent}`).digest('hex')
  return `anon:${hash.slice(0, 32)}`
}

export async function countView(db: Db, itemId: string, visitor: string, now: Date) {
  try {
    await db
      .insert(itemViews)
      .values({ itemId, visitor, window: Math.floor(now.getTime() / viewWindowMs), viewedAt: now })
      .onConflictDoNothing()
  } catch (error) {
    console.error('[views] not counted:', error)
  }
}
