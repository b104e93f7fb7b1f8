import { describe, expect, it } from 'vitest'
import { gazetteer } from './gazetteer.ts'
import { autocomplete, placeDetails, placeIdOf } from './lookup.ts'

describe('gazetteer', () => {
  it('covers every state and territory with at least 150 unique places inside Australia', () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(150)
    expect(new Set(gazetteer.map((place) => place[1]))).toEqual(
      new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']),
    )
    expect(new Set(gazetteer.map(placeIdOf)).size).toBe(gazetteer.length)
    for (const [name, , lat, lng] of gazetteer) {
      expect(lat, name).toBeGreaterThan(-44)
      expect(lat, name).toBeLessThan(-10)
      expect(lng, name).toBeGreaterThan(112)
      expect(lng, name).toBeLessThan(160)
    }
  })
})

describe('autocomplete', () => {
  it('ranks name prefixes, then word prefixes, then the state, bigger places first', () => {
    const names = autocomplete('port', 10).map((place) => place.main_text)
    expect(names.slice(0, 3)).toEqual(['Port Douglas', 'Port Lincoln', 'Port Macquarie'])
    expect(names).toContain('Port Arthur')
    expect(autocomplete('head', 5).map((place) => place.main_text)).toContain('Noosa Heads')
    expect(autocomplete('  SYDNEY ', 1)[0]?.main_text).toBe('Sydney')
    expect(autocomplete('tasm', 3).map((place) => place.secondary_text)).toEqual([
      'TAS, Australia',
      'TAS, Australia',
      'TAS, Australia',
    ])
  })

  it('does not match text inside a word', () => {
    const names = autocomplete('man', 5).map((place) => place.main_text)
    expect(names).toContain('Manly')
    expect(names).not.toContain('Hobart')
    expect(autocomplete('port', 20).map((place) => place.main_text)).not.toContain('Devonport')
  })

  it('ignores accents and punctuation', () => {
    expect(autocomplete('wagga-wagga', 1)[0]?.main_text).toBe('Wagga Wagga')
  })

  it('resolves details by id', () => {
    expect(placeDetails('au-vic-torquay')).toMatchObject({ main_text: 'Torquay', lat: -38.331 })
    expect(placeDetails('au-vic-nowhere')).toBeNull()
  })
})

describe('street addresses', () => {
  it('offers a street typed before its locality, with or without a comma', () => {
    expect(autocomplete('12 Pittwater Road, Manly', 5)[0]).toEqual({
      placeId: 'au-nsw-manly~12 Pittwater Road',
      main_text: '12 Pittwater Road',
      secondary_text: 'Manly NSW, Australia',
    })
    const withoutComma = autocomplete('12 Pittwater Road Man', 5)
    expect(withoutComma.map((place) => place.secondary_text)).toContain('Manly NSW, Australia')
    expect(
      withoutComma.find((place) => place.secondary_text === 'Manly NSW, Australia')?.main_text,
    ).toBe('12 Pittwater Road')
    expect(autocomplete('3/7 The Corso, Manly', 5)[0]?.main_text).toBe('3/7 The Corso')
  })

  it('offers nothing until a locality is typed after the street', () => {
    expect(autocomplete('12 Pittwater Road,', 5)).toEqual([])
    expect(autocomplete('12', 5)).toEqual([])
    expect(autocomplete('12 Pittwater Road, Atlantis', 5)).toEqual([])
  })

  it("resolves a street address at its locality's centre", () => {
    expect(placeDetails('au-nsw-manly~12 Pittwater Road')).toEqual({
      placeId: 'au-nsw-manly~12 Pittwater Road',
      main_text: '12 Pittwater Road',
      secondary_text: 'Manly NSW, Australia',
      address: '12 Pittwater Road, Manly NSW, Australia',
      lat: -33.7969,
      lng: 151.2873,
    })
    expect(placeDetails('au-nsw-manly~<script>')).toBeNull()
    expect(placeDetails('au-nsw-nowhere~12 Pittwater Road')).toBeNull()
  })
})
