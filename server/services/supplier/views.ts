/**
 * Item page views for the revenue dashboard. A visitor is the signed-in user, else a hash
 * of the client's network (its IPv4 address or IPv6 /64, never stored in the clear): what
 * the client sends, such as its User-Agent, is no part of it, so changing it makes no new
 * visitor. One view per item, visitor and 30-minute window, so reloads count once; the
 * unique index holds that across processes. Counting never fails the page that counts.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/connect.ts'
import { itemViews } from '../../db/schema.ts'
import { clientNetwork } from '../../http/client-address.ts'
import { logFailure } from '../../http/failure-log.ts'

export const viewWindowMs = 30 * 60_000

export function visitorKey(input: { userId: string | null; address: string }) {
  if (input.userId) return `user:${input.userId}`
  const hash = createHash('sha256').update(clientNetwork(input.address)).digest('hex')
  return `anon:${hash.slice(0, 32)}`
}

/**
 * Views this process already wrote, per database: a reload within the window would only
 * meet the existing row, and a write costs far more than the page it counts (PGlite above
 * all). Bounded; another process writing the same view meets the row just the same.
 */
const written = new WeakMap<Db, Set<string>>()
const rememberedViews = 10_000

export async function countView(db: Db, itemId: string, visitor: string, now: Date) {
  const window = Math.floor(now.getTime() / viewWindowMs)
  const key = `${window} ${itemId} ${visitor}`
  const seen = written.get(db) ?? new Set<string>()
  written.set(db, seen)
  if (seen.has(key)) return
  try {
    await db
      .insert(itemViews)
      .values({ itemId, visitor, window, viewedAt: now })
      .onConflictDoNothing()
    seen.add(key)
    if (seen.size > rememberedViews) seen.delete(seen.values().next().value as string)
  } catch (error) {
    logFailure('[views] not counted:', error)
  }
}
