import { describe, expect, it } from 'vitest'
import { readTipChoice } from '../../../shared/domain/booking/tip.ts'
import { checkTip, tipCents, tipOptions } from './tip-options.ts'

describe('tip options', () => {
  it('offers 10 and 20 percent of the booking total', () => {
    expect(tipOptions(12_500)).toEqual([
      { percent: 10, cents: 1_250, label: '10% ($12.50)' },
      { percent: 20, cents: 2_500, label: '20% ($25.00)' },
    ])
  })

  it.each([
    [{ kind: 'none' }, 'Please select any one option.'],
    [{ kind: 'custom', amount: '' }, 'Tip Amount should be $1 min.'],
    [{ kind: 'custom', amount: '0.99' }, 'Tip Amount should be $1 min.'],
    [{ kind: 'custom', amount: 'ten' }, 'Tip Amount should be $1 min.'],
    [{ kind: 'custom', amount: '1' }, null],
    [{ kind: 'custom', amount: '$7.50' }, null],
    [{ kind: 'percent', percent: 10 }, null],
  ] as const)('%j -> %s', (choice, message) => {
    expect(checkTip(choice, 12_500)).toBe(message)
  })

  it('holds presets to the $1 minimum too', () => {
    expect(checkTip({ kind: 'percent', percent: 10 }, 500)).toBe('Tip Amount should be $1 min.')
  })

  it('turns a choice into cents', () => {
    expect(tipCents({ kind: 'percent', percent: 20 }, 12_500)).toBe(2_500)
    expect(tipCents({ kind: 'custom', amount: '7.5' }, 12_500)).toBe(750)
  })

  it('reads back only real choices', () => {
    expect(readTipChoice({ kind: 'percent', percent: 20 })).toEqual({
      kind: 'percent',
      percent: 20,
    })
    expect(readTipChoice({ kind: 'custom', amount: '5' })).toEqual({ kind: 'custom', amount: '5' })
    expect(readTipChoice({ kind: 'percent', percent: 50 })).toBeNull()
    expect(readTipChoice('10%')).toBeNull()
    expect(readTipChoice(null)).toBeNull()
  })
})
