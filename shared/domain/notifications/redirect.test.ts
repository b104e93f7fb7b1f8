import { describe, expect, it } from 'vitest'
import { notificationPath } from './redirect.ts'
import { notificationTexts } from './texts.ts'
import { bookingAudience, groupOf, notificationTypes } from './types.ts'

const bookingId = 'b-1'
const itemId = 'i-1'

describe('notification redirects', () => {
  it('sends each type where its reader acts on it', () => {
    const table: [string, string][] = [
      ['BOOKING_REQUEST', `/listing/awaiting?bookingID=${bookingId}`],
      ['INSTANT_BOOKING', `/insurance-claim/${bookingId}`],
      ['CANCEL_REQUEST', `/listing/cancel-item-request/${bookingId}`],
      ['BOOKING_APPROVED', `/booking/detail?bookingID=${bookingId}`],
      ['BOOKING_DECLINED', `/booking/detail?bookingID=${bookingId}`],
      ['CHANGE_ACCEPTED', `/booking/detail?bookingID=${bookingId}`],
      ['BOOKING_CANCELED', `/insurance-claim/${bookingId}`],
      ['SUPPLIER_CANCEL_REQUEST', `/booking/detail?bookingID=${bookingId}`],
      ['QUESTION', `/equipments/${itemId}`],
      ['ANSWER', `/equipments/${itemId}`],
      ['MESSAGE', `/user/chat?itemId=${itemId}`],
      ['SOMETHING_NEW', '/notification'],
    ]
    for (const [type, path] of table) {
      expect([type, notificationPath({ type, bookingId, itemId })]).toEqual([type, path])
    }
    expect(notificationPath({ type: 'BOOKING_APPROVED' })).toBe('/notification')
    expect(notificationPath({ type: 'MESSAGE' })).toBe('/user/chat')
  })

  it('has a text, a settings group and an audience for every type', () => {
    for (const type of notificationTypes) {
      expect(notificationTexts[type].title).not.toBe('')
      expect(notificationTexts[type].message({ who: 'Ana', item: 'Kayak' })).toMatch(/\.$/)
      expect(['messages', 'reminders']).toContain(groupOf(type))
      expect(['supplier', 'hirer']).toContain(bookingAudience(type))
    }
    expect(groupOf('MESSAGE')).toBe('messages')
    expect(groupOf('BOOKING_REQUEST')).toBe('reminders')
  })
})
