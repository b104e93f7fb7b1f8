import { describe, expect, it } from 'vitest'
import {
  allCountries,
  countryByIso,
  countryForCode,
  defaultCountry,
  pickerCountries,
  searchCountries,
} from './countries.ts'

describe('countries', () => {
  it('starts on Australia, +61', () => {
    expect(defaultCountry()).toEqual({ iso: 'AU', name: 'Australia', dial: '61' })
  })

  it('knows Haiti but never offers it', () => {
    expect(countryByIso('HT')?.name).toBe('Haiti')
    expect(pickerCountries().some((country) => country.iso === 'HT')).toBe(false)
    expect(searchCountries('haiti')).toEqual([])
    expect(searchCountries('509')).toEqual([])
    expect(pickerCountries()).toHaveLength(allCountries().length - 1)
  })

  it('has unique ISO codes and digit-only calling codes, sorted by name', () => {
    const list = allCountries()
    expect(new Set(list.map((country) => country.iso)).size).toBe(list.length)
    expect(list.every((country) => /^\d{1,4}$/.test(country.dial))).toBe(true)
    const names = list.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('finds countries by name, accents ignored, by ISO code and by calling code', () => {
    expect(searchCountries('new z').map((country) => country.iso)).toEqual(['NZ'])
    expect(searchCountries('cote').map((country) => country.iso)).toEqual(['CI'])
    expect(searchCountries('gb').map((country) => country.iso)).toEqual(['GB'])
    expect(searchCountries('+64').map((country) => country.iso)).toEqual(['NZ'])
    expect(
      searchCountries('61')
        .map((country) => country.iso)
        .sort(),
    ).toEqual(['AU', 'CC', 'CX'])
  })

  it('reads a stored calling code back as its main country', () => {
    expect(countryForCode('+61')?.iso).toBe('AU')
    expect(countryForCode('+1')?.iso).toBe('US')
    expect(countryForCode('+64')?.iso).toBe('NZ')
    expect(countryForCode('+999')).toBeUndefined()
  })
})
