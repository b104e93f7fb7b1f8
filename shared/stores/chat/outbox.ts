/**
 * The chat's outbox in storage: messages written but not yet confirmed (pending or failed)
 * survive a reload. One localStorage item per user under our namespace
 * (`<namespace>:chat-outbox:<userId>`), nothing else. Messages keep their id, so one that
 * did reach the server before the reload is stored there once when it goes again.
 */
import { $config } from '../../config.ts'

interface Unconfirmed {
  messageId: string
  delivery: 'sent' | 'pending' | 'failed'
}

export type Outbox<T> = Record<string, T[]>

export const outboxKey = (userId: string) => `${$config.get().namespace}:chat-outbox:${userId}`

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** What this user left unsent on this browser, by room (broken entries are skipped). */
export function readOutbox<T extends Unconfirmed>(userId: string): Outbox<T> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(outboxKey(userId)) ?? '{}')
    const outbox: Outbox<T> = {}
    if (!parsed || typeof parsed !== 'object') return outbox
    for (const [roomId, list] of Object.entries(parsed)) {
      if (!Array.isArray(list)) continue
      const valid = list.filter(
        (message): message is T =>
          typeof message?.messageId === 'string' && typeof message?.messageRoomId === 'string',
      )
      if (valid.length > 0) outbox[roomId] = valid
    }
    return outbox
  } catch {
    return {}
  }
}

/**
 * Stores the unconfirmed messages of `threads`. Entries another tab of the same user left
 * are kept unless this tab knows them as sent, so no tab drops another's queue.
 */
export function writeOutbox<T extends Unconfirmed>(userId: string, threads: Outbox<T>): void {
  const store = storage()
  if (!store) return
  const next = readOutbox<T>(userId)
  for (const [roomId, thread] of Object.entries(threads)) {
    const held = new Map(thread.map((message) => [message.messageId, message]))
    const others = (next[roomId] ?? []).filter((message) => !held.has(message.messageId))
    const unsent = thread.filter((message) => message.delivery !== 'sent')
    next[roomId] = [...others, ...unsent]
    if (next[roomId].length === 0) delete next[roomId]
  }
  try {
    if (Object.keys(next).length === 0) store.removeItem(outboxKey(userId))
    else store.setItem(outboxKey(userId), JSON.stringify(next))
  } catch {
    // Storage full or refused: the queue still lives in memory until the page closes.
  }
}
