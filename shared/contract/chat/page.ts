/**
 * The chat page's address, on its own so the pages linking to it (the item, a booking)
 * carry no more of the chat than this.
 */

/**
 * The chat page landing in the room about `itemId` (with the item's supplier, or with
 * `otherUserId` when the supplier writes to a hirer): the booking detail's 'Contact
 * Supplier' and the item page's 'Message the supplier' link here; the page opens or creates
 * the room with the item summary message.
 */
export function chatPagePath(itemId: string, otherUserId?: string): string {
  const other = otherUserId ? `&otherUserId=${encodeURIComponent(otherUserId)}` : ''
  return `/user/chat?itemId=${encodeURIComponent(itemId)}${other}`
}
