/** The stored chat outbox: unconfirmed messages only, per user, shared safely between tabs. */
import { beforeEach, describe, expect, it } from 'vitest'
import { outboxKey, readOutbox, writeOutbox } from './outbox.ts'

type Message = { messageId: string; messageRoomId: string; delivery: 'sent' | 'pending' | 'failed' }
const message = (messageId: string, delivery: Message['delivery'], room = 'r1'): Message => ({
  messageId,
  messageRoomId: room,
  delivery,
})

beforeEach(() => localStorage.clear())

describe('chat outbox', () => {
  it('keeps pending and failed messages, not confirmed ones, under a namespaced key', () => {
    writeOutbox('u1', {
      r1: [message('a', 'sent'), message('b', 'pending'), message('c', 'failed')],
    })
    expect(outboxKey('u1')).toBe('hire:chat-outbox:u1')
    expect(readOutbox<Message>('u1')).toEqual({
      r1: [message('b', 'pending'), message('c', 'failed')],
    })
    expect(readOutbox('u2')).toEqual({})
  })

  it('removes the item once nothing is left to send', () => {
    writeOutbox('u1', { r1: [message('b', 'pending')] })
    writeOutbox('u1', { r1: [message('b', 'sent')] })
    expect(localStorage.getItem(outboxKey('u1'))).toBeNull()
  })

  it("keeps another tab's queued messages unless this tab knows them as sent", () => {
    writeOutbox('u1', {
      r1: [message('other-tab', 'pending')],
      r2: [message('x', 'pending', 'r2')],
    })
    writeOutbox('u1', { r1: [message('mine', 'pending')] })
    expect(readOutbox<Message>('u1')).toEqual({
      r1: [message('other-tab', 'pending'), message('mine', 'pending')],
      r2: [message('x', 'pending', 'r2')],
    })
    writeOutbox('u1', { r1: [message('other-tab', 'sent'), message('mine', 'sent')] })
    expect(readOutbox<Message>('u1')).toEqual({ r2: [message('x', 'pending', 'r2')] })
  })

  it('ignores a broken item', () => {
    localStorage.setItem(outboxKey('u1'), '{not json')
    expect(readOutbox('u1')).toEqual({})
    localStorage.setItem(outboxKey('u1'), JSON.stringify({ r1: [{ nope: 1 }], r2: 'x' }))
    expect(readOutbox('u1')).toEqual({})
  })
})
