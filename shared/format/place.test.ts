import { describe, expect, it } from 'vitest'
import { distanceText, placeLine } from './place.ts'

const at = (address: string, city = 'Manly', state = 'NSW') => ({ address, city, state })

describe('placeLine', () => {
  it('does not repeat a suburb and state the address already ends with', () => {
    expect(placeLine(at('106 The Corso, Manly NSW'))).toBe('106 The Corso, Manly NSW')
    expect(placeLine(at('106 The Corso, manly nsw 2095'))).toBe('106 The Corso, manly nsw 2095')
    expect(placeLine(at('106 The Corso, Manly NSW 2095, Australia'))).toBe(
      '106 The Corso, Manly NSW 2095, Australia',
    )
  })

  it('adds what the address leaves out', () => {
    expect(placeLine(at('12 Pittwater Road'))).toBe('12 Pittwater Road, Manly NSW')
    expect(placeLine(at('12 Pittwater Road, Manly'))).toBe('12 Pittwater Road, Manly NSW')
    expect(placeLine(at('12 Pittwater Road, Manly NSW'))).toBe('12 Pittwater Road, Manly NSW')
    expect(placeLine(at('12 Pittwater Road, NSW'))).toBe('12 Pittwater Road, NSW, Manly')
  })

  it('keeps a suburb picked as the address as it is', () => {
    expect(placeLine(at('Manly NSW, Australia'))).toBe('Manly NSW, Australia')
    expect(placeLine(at('Manly NSW, Australia', 'Manly', 'QLD'))).toBe('Manly NSW, Australia QLD')
  })

  it('reads the street apart: a street named like the suburb is no suburb', () => {
    expect(placeLine(at('3 Manly Road'))).toBe('3 Manly Road, Manly NSW')
    expect(placeLine(at('3 Manly Road', 'Seaforth'))).toBe('3 Manly Road, Seaforth NSW')
  })

  it('matches whole words only', () => {
    expect(placeLine(at('1 Main St, Manlyvale', 'Manly'))).toBe('1 Main St, Manlyvale, Manly NSW')
    expect(placeLine(at('5 Ocean St, Narrabeen', 'Narrabeen', 'NSW'))).toBe(
      '5 Ocean St, Narrabeen NSW',
    )
  })

  it('copes with missing parts and spacing', () => {
    expect(placeLine(at('  106 The Corso ', ' Manly ', ' NSW '))).toBe('106 The Corso, Manly NSW')
    expect(placeLine(at('', 'Manly', 'NSW'))).toBe('Manly NSW')
    expect(placeLine(at('106 The Corso', '', ''))).toBe('106 The Corso')
    expect(placeLine(at('106 The Corso', 'Manly', ''))).toBe('106 The Corso, Manly')
    expect(placeLine(null)).toBe('')
  })
})

describe('distanceText', () => {
  it('shows km with one decimal, nothing without a distance', () => {
    expect(distanceText(3.44)).toBe('3.4 km away')
    expect(distanceText(0)).toBe('0.0 km away')
    expect(distanceText(null)).toBeNull()
    expect(distanceText(undefined)).toBeNull()
    expect(distanceText(Number.NaN)).toBeNull()
  })
})
