import { describe, expect, it } from 'vitest'
import {
  chatDate,
  chatTime,
  decodeText,
  encodeText,
  isSendable,
  mergeMessages,
  orderMessages,
  withDateSeparators,
} from './messages.ts'

describe('chat messages', () => {
  it('round-trips text through base64, emoji and non-Latin text included', () => {
    for (const text of [
      'hello',
      'G’day 👋🏽',
      'Привет мир',
      '你好，世界',
      'مرحبا',
      '<b>x</b> & y',
      '',
    ]) {
      expect(decodeText(encodeText(text))).toBe(text)
    }
    expect(encodeText('hello')).toBe(btoa('hello'))
    expect(decodeText('not base64!')).toBe('not base64!')
  })

  it('never sends whitespace-only text', () => {
    expect(isSendable('')).toBe(false)
    expect(isSendable('   \n\t\u00a0')).toBe(false)
    expect(isSendable(' hi ')).toBe(true)
  })

  it('orders by seq, pending messages last by time', () => {
    const list = [
      { messageId: 'p2', seq: 0, messageTimestamp: 50 },
      { messageId: 'b', seq: 2, messageTimestamp: 40 },
      { messageId: 'p1', seq: 0, messageTimestamp: 45 },
      { messageId: 'a', seq: 1, messageTimestamp: 60 },
    ]
    expect(orderMessages(list).map((m) => m.messageId)).toEqual(['a', 'b', 'p1', 'p2'])
  })

  it('merges without duplicates; the stored copy replaces the pending one', () => {
    const pending = { messageId: 'x', seq: 0, messageTimestamp: 5 }
    const stored = { messageId: 'x', seq: 3, messageTimestamp: 6 }
    const first = { messageId: 'y', seq: 1, messageTimestamp: 1 }
    const merged = mergeMessages([first, pending], [stored, first, stored])
    expect(merged).toEqual([first, stored])
  })

  it('formats HH:mm and DD MMM YYYY and separates days', () => {
    const morning = new Date(2026, 10, 3, 9, 5).getTime()
    const evening = new Date(2026, 10, 3, 21, 30).getTime()
    const next = new Date(2026, 10, 4, 0, 1).getTime()
    expect(chatTime(morning)).toBe('09:05')
    expect(chatDate(morning)).toBe('03 Nov 2026')
    const rows = withDateSeparators([
      { messageTimestamp: morning },
      { messageTimestamp: evening },
      { messageTimestamp: next },
    ])
    expect(rows.map((row) => (row.kind === 'date' ? row.label : 'msg'))).toEqual([
      '03 Nov 2026',
      'msg',
      'msg',
      '04 Nov 2026',
      'msg',
    ])
  })
})
