import { describe, expect, it } from 'vitest'
import { chatTag, inboxKeyOf, parseRoomId, roomIdOf, sortRooms } from './rooms.ts'

const item = '11111111-1111-4111-8111-111111111111'
const supplier = '22222222-2222-4222-8222-222222222222'
const hirer = '33333333-3333-4333-8333-333333333333'

describe('chat rooms', () => {
  it('builds and reads the room id {itemId}_{otherUserId}_{creatorUserId}', () => {
    const id = roomIdOf(item, supplier, hirer)
    expect(id).toBe(`${item}_${supplier}_${hirer}`)
    expect(parseRoomId(id)).toEqual({ itemId: item, otherUserId: supplier, creatorUserId: hirer })
    expect(parseRoomId(`${item}_${hirer}_${hirer}`)).toBeNull()
    expect(parseRoomId('a_b_c')).toBeNull()
    expect(parseRoomId(`${id}_x`)).toBeNull()
  })

  it('keys the inbox by the other person and the item', () => {
    expect(inboxKeyOf(supplier, item)).toBe(`${supplier}_${item}`)
  })

  it('tags Listing for the item supplier and Booking for the other person', () => {
    expect(chatTag(supplier, supplier)).toBe('Listing')
    expect(chatTag(supplier, hirer)).toBe('Booking')
  })

  it('sorts rooms by newest last message, rooms without one last', () => {
    const rooms = [
      { roomId: 'a', lastMsg: { messageTimestamp: 10 } },
      { roomId: 'b', lastMsg: null },
      { roomId: 'c', lastMsg: { messageTimestamp: 30 } },
      { roomId: 'd', lastMsg: { messageTimestamp: 20 } },
    ]
    expect(sortRooms(rooms).map((room) => room.roomId)).toEqual(['c', 'd', 'a', 'b'])
  })
})
