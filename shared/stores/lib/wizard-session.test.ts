import { afterEach, describe, expect, it } from 'vitest'
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
})
