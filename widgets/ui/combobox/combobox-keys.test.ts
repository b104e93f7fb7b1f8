import { describe, expect, it } from 'vitest'
import { comboboxKey } from './combobox-keys.ts'

const closed = { open: false, active: -1 }

describe('comboboxKey', () => {
  it('opens on ArrowDown at the first option and on ArrowUp at the last', () => {
    expect(comboboxKey(closed, 'ArrowDown', 3)).toEqual({
      state: { open: true, active: 0 },
      handled: true,
    })
    expect(comboboxKey(closed, 'ArrowUp', 3)).toEqual({
      state: { open: true, active: 2 },
      handled: true,
    })
  })

  it('opens without moving on Alt+ArrowDown', () => {
    expect(comboboxKey(closed, 'ArrowDown', 3, true).state).toEqual({ open: true, active: -1 })
  })

  it('moves through the options and wraps', () => {
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowDown', 3).state.active).toBe(1)
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowDown', 3).state.active).toBe(0)
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3).state.active).toBe(2)
    expect(comboboxKey({ open: true, active: -1 }, 'ArrowUp', 3).state.active).toBe(2)
    expect(comboboxKey({ open: true, active: -1 }, 'ArrowDown', 0).state.active).toBe(-1)
  })

  it('picks the active option on Enter, otherwise lets Enter submit', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({
      state: { open: false, active: -1 },
      select: 1,
      handled: true,
    })
    expect(comboboxKey({ open: true, active: -1 }, 'Enter', 3)).toEqual({
      state: closed,
      handled: false,
    })
  })

  it('closes on Escape only when open, and on Tab without taking it', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({
      state: closed,
      handled: true,
    })
    expect(comboboxKey(closed, 'Escape', 3).handled).toBe(false)
    expect(comboboxKey({ open: true, active: 1 }, 'Tab', 3)).toEqual({
      state: closed,
      handled: false,
    })
  })
})
