import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  endWizard,
  readWizard,
  startWizard,
  updateWizard,
  wizardActive,
  wizardKey,
  wizardNames,
} from './wizard-session.ts'

afterEach(() => sessionStorage.clear())

describe('wizard sessions', () => {
  it('keeps each wizard under our namespace in sessionStorage', () => {
    startWizard('RequestItem', { itemId: 'item-1' })
    expect(wizardKey('RequestItem')).toBe('hire:RequestItem')
    expect(JSON.parse(sessionStorage.getItem('hire:RequestItem') ?? 'null')).toEqual({
      itemId: 'item-1',
    })
    expect(readWizard('RequestItem')).toEqual({ itemId: 'item-1' })
  })

  it('starting one wizard clears the others', () => {
    for (const name of wizardNames) startWizard(name, { name })
    expect(wizardNames.filter(wizardActive)).toEqual(['Standard'])
    startWizard('ReturnPickup', { bookingId: 'b-1' })
    expect(wizardNames.filter(wizardActive)).toEqual(['ReturnPickup'])
    expect(sessionStorage.getItem('hire:Standard')).toBeNull()
  })

  it('never touches keys that are not ours', () => {
    sessionStorage.setItem('RequestItem', 'host page data')
    sessionStorage.setItem('other:Overdue', 'x')
    startWizard('Overdue', {})
    endWizard('Overdue')
    expect(sessionStorage.getItem('RequestItem')).toBe('host page data')
    expect(sessionStorage.getItem('other:Overdue')).toBe('x')
  })

  it('updates only a running wizard, and ends it', () => {
    expect(updateWizard('RequestItem', { step: 2 })).toBe(false)
    expect(wizardActive('RequestItem')).toBe(false)
    startWizard('RequestItem', { step: 1 })
    expect(updateWizard('RequestItem', { step: 2 })).toBe(true)
    expect(readWizard('RequestItem')).toEqual({ step: 2 })
    endWizard('RequestItem')
    expect(readWizard('RequestItem')).toBeNull()
  })

  it('treats data that does not parse as no wizard', () => {
    sessionStorage.setItem('hire:RequestItem', '{broken')
    expect(readWizard('RequestItem')).toBeNull()
    expect(wizardActive('RequestItem')).toBe(false)
  })

  it('keeps a wizard for this page when storage refuses writes (Safari private mode)', async () => {
    // A fresh copy of the module: the refusal is remembered for the page.
    vi.resetModules()
    const fresh = await import('./wizard-session.ts')
    // It still holds an older value and reads fine, but every write throws.
    const older = new Map([['hire:RequestItem', JSON.stringify({ step: 'older' })]])
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => older.get(key) ?? null,
      removeItem: (key: string) => older.delete(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    })
    try {
      fresh.startWizard('RequestItem', { step: 1 })
      expect(fresh.readWizard('RequestItem')).toEqual({ step: 1 })
      expect(fresh.updateWizard('RequestItem', { step: 2 })).toBe(true)
      expect(fresh.readWizard('RequestItem')).toEqual({ step: 2 })
      fresh.endWizard('RequestItem')
      expect(fresh.wizardActive('RequestItem')).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
