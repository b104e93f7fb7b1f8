import { describe, expect, it } from 'vitest'
import { elementFile, namesOf } from './templates.ts'

describe('new widget names', () => {
  it('derives the tag and component from a kebab-case folder', () => {
    expect(namesOf('gift-cards')).toEqual({
      folder: 'gift-cards',
      tag: 'hire-gift-cards',
      component: 'GiftCardsWidget',
    })
    expect(namesOf('inbox').component).toBe('InboxWidget')
  })

  it.each(['Gift', 'gift_cards', '-gift', 'gift--cards', '1gift', ''])('refuses %j', (name) => {
    expect(() => namesOf(name)).toThrow('kebab-case')
  })

  it('defines the tag the registry expects from the folder', () => {
    const source = elementFile(namesOf('gift-cards'))
    expect(source).toContain("defineWidget('hire-gift-cards', GiftCardsWidget")
    expect(source).toContain("'hire-gift-cards': GiftCardsElement")
  })
})
