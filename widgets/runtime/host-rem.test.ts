import { describe, expect, it } from 'vitest'
import { hostRem, hostRemValue } from './host-rem.ts'

describe('hostRemValue', () => {
  it('turns rem lengths into multiples of the widget root size', () => {
    expect(hostRemValue('1.5rem')).toBe('calc(1.5 * var(--hire-rem, 1rem))')
    expect(hostRemValue('0 .25rem -2rem')).toBe(
      '0 calc(.25 * var(--hire-rem, 1rem)) calc(-2 * var(--hire-rem, 1rem))',
    )
  })
  it('leaves other units and words alone', () => {
    expect(hostRemValue('12px 1em 50%')).toBe('12px 1em 50%')
    expect(hostRemValue('"remove"')).toBe('"remove"')
    expect(hostRemValue('calc(100% - 2rem)')).toBe('calc(100% - calc(2 * var(--hire-rem, 1rem)))')
  })
  it('converts a declaration once, however often PostCSS visits it', () => {
    const declaration = { value: '2rem 1px' }
    hostRem.Declaration(declaration)
    hostRem.Declaration(declaration)
    expect(declaration.value).toBe('calc(2 * var(--hire-rem, 1rem)) 1px')
  })
})
