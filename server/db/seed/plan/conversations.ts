/**
 * The demo accounts' chats (data/conversations.ts) tied to the seeded bookings and
 * questions they are about: who talks to whom about which item, each message's sender, text
 * and time. The seeder plays them through the chat's own services (../conversations.ts), so
 * rooms, message order and unread counters are what the real chat would have left; the plan
 * refuses a chat the room rules would refuse, or one out of step with its booking.
 */
import { roomIdOf } from '../../../../shared/domain/chat/rooms.ts'
import { type ConversationSeed, conversationSeeds, type Side } from '../data/conversations.ts'
import { seedId } from '../ids.ts'
import { seedClock } from './clock.ts'
import type { SeedRows } from './types.ts'

export interface PlannedMessage {
  messageId: string
  senderId: string
  receiverId: string
  text: string
  at: Date
}

export interface Conversation {
  key: string
  roomId: string
  itemId: string
  /** who opened the room, and the other member */
  creatorId: string
  otherId: string
  hirerId: string
  supplierId: string
  /** the booking the chat is about (null: a question) */
  bookingId: string | null
  messages: PlannedMessage[]
  /** the last messages their receiver has not read yet */
  unread: number
}

type Rows = Pick<SeedRows, 'bookings' | 'questions' | 'items' | 'users'>
type BookingRow = SeedRows['bookings'][number]
type QuestionRow = SeedRows['questions'][number]

/**
 * Unread messages of `userId` in the room: a person reads a room before writing in it, and
 * by the seed day everyone has read it but the receiver of its last `unread` messages.
 */
export function unreadOf(conversation: Conversation, userId: string): number {
  const last = conversation.messages.at(-1)
  if (conversation.unread === 0 || last?.receiverId !== userId) return 0
  let count = 0
  for (const message of [...conversation.messages].reverse()) {
    if (message.senderId === userId) break
    count += 1
  }
  return count
}

/** Whether the receiver of message `index` has read it. */
export function isReadMessage(conversation: Conversation, index: number): boolean {
  return index < conversation.messages.length - conversation.unread
}

const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).getTime() : Number.NaN

/** The demo hirer's latest answered question on a demo supplier listing she never booked. */
function demoQuestion(rows: Rows, demo: { hirerId: string; supplierId: string }) {
  const booked = new Set(
    rows.bookings.filter((row) => row.hirerId === demo.hirerId).map((row) => row.itemId),
  )
  const asked = rows.questions.filter(
    (row) =>
      row.askerId === demo.hirerId &&
      row.ownerId === demo.supplierId &&
      row.itemId &&
      row.answeredAt &&
      !booked.has(row.itemId),
  )
  return asked.sort((a, b) => time(b.answeredAt) - time(a.answeredAt))[0]
}

function followed(seed: ConversationSeed, booking?: BookingRow, question?: QuestionRow): number {
  const cancel = booking?.cancelRequest as { created?: string } | null | undefined
  const moments = {
    registered: time(booking?.createdAt),
    pickedUp: time(booking?.pickedUpAt),
    returned: time(booking?.returnedAt),
    cancelRequest: time(cancel?.created),
    answered: time(question?.answeredAt),
  }
  return moments[seed.after]
}

export function planConversations(
  anchor: Date,
  rows: Rows,
  demo: { hirerId: string; supplierId: string },
): Conversation[] {
  const { wall } = seedClock(anchor)
  const firstName = (id: string) => rows.users.find((user) => user.id === id)?.firstName ?? ''
  return conversationSeeds.map((seed) => {
    const booking =
      'booking' in seed.about
        ? rows.bookings.find(
            (row) => row.id === seedId(`booking:${(seed.about as { booking: string }).booking}`),
          )
        : undefined
    const question = 'question' in seed.about ? demoQuestion(rows, demo) : undefined
    const itemId = booking?.itemId ?? question?.itemId
    const item = rows.items.find((row) => row.id === itemId)
    if (!item || (!booking && !question))
      throw new Error(`Seed chat ${seed.key}: nothing to be about`)
    const people: Record<Side, string> = {
      hirer: booking?.hirerId ?? (question?.askerId as string),
      supplier: item.supplierId,
    }
    const words = (text: string) =>
      text
        .replaceAll('{hirer}', firstName(people.hirer))
        .replaceAll('{supplier}', firstName(people.supplier))
        .replaceAll('{item}', item.itemName)
    const messages = seed.messages.map((message, index) => ({
      messageId: seedId(`chat-message:${seed.key}:${index}`),
      senderId: people[message.from],
      receiverId: people[message.from === 'hirer' ? 'supplier' : 'hirer'],
      text: words(message.text),
      at: new Date(wall(message.day, message.at)),
    }))
    const opener = people[seed.opener]
    const other = people[seed.opener === 'hirer' ? 'supplier' : 'hirer']
    const conversation: Conversation = {
      key: seed.key,
      roomId: roomIdOf(item.id as string, other, opener),
      itemId: item.id as string,
      creatorId: opener,
      otherId: other,
      hirerId: people.hirer,
      supplierId: people.supplier,
      bookingId: booking ? (booking.id as string) : null,
      messages,
      unread: seed.unread,
    }
    check(conversation, seed, followed(seed, booking, question), anchor, rows)
    return conversation
  })
}

/** The room rules and the timeline, so a seeded chat is one the product could have had. */
function check(
  conversation: Conversation,
  seed: ConversationSeed,
  after: number,
  anchor: Date,
  rows: Rows,
): void {
  const fail = (why: string) => {
    throw new Error(`Seed chat ${seed.key}: ${why}`)
  }
  const times = conversation.messages.map((message) => message.at.getTime())
  if (!(times[0] && times[0] > after)) fail(`starts before its ${seed.after} moment`)
  if (times.some((at, index) => index > 0 && at <= (times[index - 1] ?? at)))
    fail('messages out of order')
  if ((times.at(-1) ?? 0) > anchor.getTime()) fail('a message after the seed day began')
  const { creatorId, otherId, itemId, supplierId } = conversation
  // chat relations: the supplier writes first only to someone who booked the item or asked
  // about it (services/chat/relations.ts refuses the rest when the seeder opens the room).
  if (creatorId === supplierId) {
    const related =
      rows.bookings.some((row) => row.itemId === itemId && row.hirerId === otherId) ||
      rows.questions.some((row) => row.itemId === itemId && row.askerId === otherId)
    if (!related) fail('the supplier may not open this room')
  }
  const last = conversation.messages.at(-1)
  if (last && unreadOf(conversation, last.receiverId) !== conversation.unread)
    fail('its unread messages must be all the receiver got since writing')
}
