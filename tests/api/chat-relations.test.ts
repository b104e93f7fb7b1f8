/**
 * Who a supplier may start a chat with: a hirer who booked the item, or someone who asked
 * a question on it. Anyone else is a 403 that says so, whether or not the id is a user's.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { chatMessages } from '../../shared/contract/chat/chat.ts'
import { request } from './bookings-support.ts'
import { chatItem, newPerson, openRoom, supplierOfItem } from './chat-support.ts'
import { describeApi } from './harness.ts'
import { plan } from './seed-facts.ts'

const seeded = plan.rows.bookings[0] as { itemId: string; hirerId: string; supplierId: string }
const unbookedByHirer = plan.rows.items.find(
  (item) =>
    item.supplierId === seeded.supplierId &&
    !plan.rows.bookings.some(
      (booking) => booking.itemId === item.id && booking.hirerId === seeded.hirerId,
    ),
)?.id as string

describeApi('chat relations', (api) => {
  const openAs = (auth: string, itemId: string, otherUserId: string) =>
    request(api(), 'POST', '/user/chat-room', { itemId, otherUserId }, auth)

  it('refuses a supplier writing first to a stranger, or to an id that is nobody', async () => {
    const { itemId } = chatItem(1)
    const supplier = await supplierOfItem(api(), itemId)
    const stranger = await newPerson(api())
    for (const other of [stranger.userId, randomUUID()]) {
      const refused = await openAs(supplier.auth, itemId, other)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(chatMessages.noRelation)
    }
    const rooms = await request<{ list: unknown[] }>(
      api(),
      'GET',
      '/user/chat-rooms',
      undefined,
      stranger.auth,
    )
    expect(rooms.body.data.list).toEqual([])
  })

  it('lets the supplier write to someone who asked about the item', async () => {
    const { itemId } = chatItem(2)
    const supplier = await supplierOfItem(api(), itemId)
    const asker = await newPerson(api())
    expect((await openAs(supplier.auth, itemId, asker.userId)).status).toBe(403)
    const asked = await request(
      api(),
      'POST',
      '/user/question',
      { itemId, question: 'Does it come with a pump?' },
      asker.auth,
    )
    expect(asked.status).toBe(200)
    const room = await openRoom(api(), supplier, itemId, asker.userId)
    expect(room.otherUserId).toBe(asker.userId)
  })

  it('lets the supplier write to a hirer who booked the item, about that item only', async () => {
    const supplier = await supplierOfItem(api(), seeded.itemId)
    const room = await openRoom(api(), supplier, seeded.itemId, seeded.hirerId)
    expect(room.roomId).toBe(`${seeded.itemId}_${seeded.hirerId}_${supplier.userId}`)
    expect(unbookedByHirer).toBeTruthy()
    const other = await openAs(supplier.auth, unbookedByHirer, seeded.hirerId)
    expect(other.status).toBe(403)
  })

  it('still lets anyone write to the supplier, and the supplier reply in that room', async () => {
    const { itemId } = chatItem(3)
    const supplier = await supplierOfItem(api(), itemId)
    const hirer = await newPerson(api())
    const room = await openRoom(api(), hirer, itemId)
    const again = await openRoom(api(), supplier, itemId, hirer.userId)
    expect(again.roomId).toBe(room.roomId)
  })
})
