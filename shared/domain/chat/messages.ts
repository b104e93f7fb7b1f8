/**
 * Chat message rules (spec part 2 sections 5 and 9): base64 text on the wire, the
 * whitespace rule the original client got wrong, message order, date separators and times.
 */

/** Message text longest accepted, in characters before encoding. */
export const chatTextMax = 2000

/** base64 of the UTF-8 bytes (emoji and non-Latin text survive, unlike plain btoa). */
export function encodeText(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** The text of a base64 message; text that is not base64 is shown as it came. */
export function decodeText(encoded: string): string {
  try {
    const binary = atob(encoded)
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return encoded
  }
}

/** A message is sent only when it holds something besides whitespace. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0
}

export interface Ordered {
  seq: number
  messageTimestamp: number
}

/** Room order: the server's sequence decides; pending messages (no seq yet) go last by time. */
export function orderMessages<T extends Ordered>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) => {
    const pa = a.seq > 0
    const pb = b.seq > 0
    if (pa && pb) return a.seq - b.seq
    if (pa !== pb) return pa ? -1 : 1
    return a.messageTimestamp - b.messageTimestamp
  })
}

/** Adds messages to a list once (by messageId), keeping room order. */
export function mergeMessages<T extends Ordered & { messageId: string }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map(current.map((message) => [message.messageId, message]))
  for (const message of incoming) {
    const known = byId.get(message.messageId)
    // A confirmed copy (with its seq) replaces the pending one.
    if (!known || (message.seq > 0 && known.seq <= 0)) byId.set(message.messageId, message)
  }
  return orderMessages([...byId.values()])
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (value: number) => String(value).padStart(2, '0')

/** 'DD MMM YYYY' in the reader's time zone. */
export function chatDate(timestamp: number): string {
  const date = new Date(timestamp)
  return `${two(date.getDate())} ${months[date.getMonth()]} ${date.getFullYear()}`
}

/** 'HH:mm' in the reader's time zone. */
export function chatTime(timestamp: number): string {
  const date = new Date(timestamp)
  return `${two(date.getHours())}:${two(date.getMinutes())}`
}

export type ThreadRow<T> = { kind: 'date'; label: string } | { kind: 'message'; message: T }

/** Messages with a date separator before the first message of each day. */
export function withDateSeparators<T extends { messageTimestamp: number }>(
  messages: readonly T[],
): ThreadRow<T>[] {
  const rows: ThreadRow<T>[] = []
  let last = ''
  for (const message of messages) {
    const label = chatDate(message.messageTimestamp)
    if (label !== last) rows.push({ kind: 'date', label })
    last = label
    rows.push({ kind: 'message', message })
  }
  return rows
}
