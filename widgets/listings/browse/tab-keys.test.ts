import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './tab-keys.ts'

describe('nextTabIndex', () => {
  it('moves right and left, wrapping at either end', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1)
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 2, 4)).toBe(1)
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3)
  })

  it('jumps to the first and last tab', () => {
    expect(nextTabIndex('Home', 2, 4)).toBe(0)
    expect(nextTabIndex('End', 1, 4)).toBe(3)
  })

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex('ArrowDown', 1, 4)).toBeNull()
    expect(nextTabIndex('Enter', 1, 4)).toBeNull()
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull()
  })
})
