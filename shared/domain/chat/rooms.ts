/**
 * Chat rooms (spec part 2 sections 3, 4, 6, 9): the room id, the inbox key, the tag each
 * member sees and the order of the room list.
 */

/** `{itemId}_{otherUserId}_{creatorUserId}`: the creator opened it to talk to the other. */
export function roomIdOf(itemId: string, otherUserId: string, creatorUserId: string): string {
  return `${itemId}_${otherUserId}_${creatorUserId}`
}

export interface RoomParts {
  itemId: string
  otherUserId: string
  creatorUserId: string
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const roomPattern = new RegExp(`^(${uuid})_(${uuid})_(${uuid})$`, 'i')

/** The three ids of a room id, or null when it is not one. */
export function parseRoomId(roomId: string): RoomParts | null {
  const match = roomPattern.exec(roomId)
  if (!match?.[1] || !match[2] || !match[3] || match[2] === match[3]) return null
  return { itemId: match[1], otherUserId: match[2], creatorUserId: match[3] }
}

/** `inbox/{user}/{otherUser}_{itemId}`: one entry per person and item. */
export function inboxKeyOf(otherUserId: string, itemId: string): string {
  return `${otherUserId}_${itemId}`
}

export type ChatTag = 'Listing' | 'Booking'

/** The item's supplier sees Listing; the other person Booking. */
export function chatTag(supplierUserId: string, me: string): ChatTag {
  return supplierUserId === me ? 'Listing' : 'Booking'
}

export interface Sortable {
  roomId: string
  lastMsg?: { messageTimestamp: number } | null
}

/** Newest last message first; rooms with no message yet last, then by id for stability. */
export function sortRooms<T extends Sortable>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => {
    const diff = (b.lastMsg?.messageTimestamp ?? -1) - (a.lastMsg?.messageTimestamp ?? -1)
    return diff !== 0 ? diff : a.roomId.localeCompare(b.roomId)
  })
}
