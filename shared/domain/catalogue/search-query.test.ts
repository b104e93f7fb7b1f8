import { describe, expect, it } from 'vitest'
import { buildSearchQuery, searchQueryString, searchResultUrl } from './search-query.ts'

describe('buildSearchQuery', () => {
  it('always asks for the first page of 10', () => {
    expect(buildSearchQuery({})).toEqual({ limit: 10, pageNo: 1 })
  })

  it('drops empty, blank, null and non-finite fields', () => {
    const query = buildSearchQuery({
      categoryId: '',
      text: '   ',
      address: null,
      latitude: Number.NaN,
      longitude: 151.21,
      startDate: null,
      endDate: undefined,
    })
    expect(query).toEqual({ limit: 10, pageNo: 1 })
  })

  it('keeps every chosen field, dates as epoch milliseconds', () => {
    const start = new Date(2030, 0, 15)
    const end = new Date(2030, 0, 16)
    const query = buildSearchQuery({
      categoryId: '0b8f7c9e-2f6a-4c1e-9a51-3c1f0b0a7d11',
      text: ' Kayaking ',
      latitude: -33.87,
      longitude: 151.21,
      address: 'Sydney NSW, Australia',
      startDate: start,
      endDate: end.getTime(),
    })
    expect(query).toEqual({
      limit: 10,
      pageNo: 1,
      latitude: -33.87,
      longitude: 151.21,
      address: 'Sydney NSW, Australia',
      categoryId: '0b8f7c9e-2f6a-4c1e-9a51-3c1f0b0a7d11',
      defaultInputValue: 'Kayaking',
      startDate: start.getTime(),
      endDate: end.getTime(),
    })
  })

  it('drops half a coordinate pair', () => {
    expect(buildSearchQuery({ latitude: -33.87 })).toEqual({ limit: 10, pageNo: 1 })
  })

  it('keeps a latitude or longitude of zero', () => {
    expect(buildSearchQuery({ latitude: 0, longitude: 0 })).toMatchObject({
      latitude: 0,
      longitude: 0,
    })
  })
})

describe('searchResultUrl', () => {
  it('writes the query after /search-result on the given base', () => {
    const query = buildSearchQuery({ text: 'surf & sup', startDate: 1_900_000_000_000 })
    expect(searchQueryString(query)).toBe(
      'limit=10&pageNo=1&defaultInputValue=surf+%26+sup&startDate=1900000000000',
    )
    expect(searchResultUrl('https://hire.example.com.au/', query)).toBe(
      'https://hire.example.com.au/search-result?limit=10&pageNo=1&defaultInputValue=surf+%26+sup&startDate=1900000000000',
    )
    expect(searchResultUrl('https://partner.example.com/hire', query)).toMatch(
      /^https:\/\/partner\.example\.com\/hire\/search-result\?/,
    )
  })
})
