import { describe, expect, it } from 'vitest'
import { buttonKey, menuKey } from './menu-keys.ts'

const labels = [
  'My Profile',
  'Referral Program',
  'Terms & Conditions',
  'Support Chat',
  'Tutorial',
  'Log out',
]

describe('menuKey', () => {
  it.each([
    ['ArrowDown', 0, { kind: 'focus', index: 1 }],
    ['ArrowDown', 5, { kind: 'focus', index: 0 }],
    ['ArrowUp', 0, { kind: 'focus', index: 5 }],
    ['ArrowUp', 3, { kind: 'focus', index: 2 }],
    ['Home', 4, { kind: 'focus', index: 0 }],
    ['End', 1, { kind: 'focus', index: 5 }],
    ['Enter', 2, { kind: 'activate' }],
    [' ', 2, { kind: 'activate' }],
    ['Escape', 2, { kind: 'close', refocus: true }],
    ['Tab', 2, { kind: 'close', refocus: false }],
    ['t', 0, { kind: 'focus', index: 2 }],
    ['t', 2, { kind: 'focus', index: 4 }],
    ['T', 4, { kind: 'focus', index: 2 }],
    ['l', 0, { kind: 'focus', index: 5 }],
    ['x', 0, { kind: 'none' }],
    ['Shift', 0, { kind: 'none' }],
  ])('%s from item %i', (key, index, result) => {
    expect(menuKey(key, index, labels)).toEqual(result)
  })

  it('closes an empty menu on Escape and ignores other keys', () => {
    expect(menuKey('Escape', -1, [])).toEqual({ kind: 'close', refocus: true })
    expect(menuKey('ArrowDown', -1, [])).toEqual({ kind: 'none' })
  })
})

describe('buttonKey', () => {
  it('opens at the first item with Down, Enter and Space, at the last with Up', () => {
    expect(buttonKey('ArrowDown')).toBe('first')
    expect(buttonKey('Enter')).toBe('first')
    expect(buttonKey(' ')).toBe('first')
    expect(buttonKey('ArrowUp')).toBe('last')
    expect(buttonKey('a')).toBeNull()
  })
})
