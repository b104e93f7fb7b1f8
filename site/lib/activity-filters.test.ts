import { describe, expect, it } from 'vitest'
import type { Category } from '../../shared/contract/catalogue/catalogue.ts'
import type { Destination } from '../../shared/contract/catalogue/home.ts'
import {
  activitiesHref,
  activityHref,
  readActivityFilters,
  trendingListingsSearch,
  viewAllHref,
} from './activity-filters.ts'

const categories = [
  {
    _id: 'water',
    name: 'Water sports',
    subCategories: [{ _id: 'kayak', name: 'Kayaking' }],
  },
  { _id: 'snow', name: 'Snow', subCategories: [] },
] as unknown as Category[]
const destinations = [
  { _id: 'syd', name: 'Sydney', location: { coordinates: [151.21, -33.87] } },
] as unknown as Destination[]

const read = (query: string) =>
  readActivityFilters(new URLSearchParams(query), categories, destinations)

describe('readActivityFilters', () => {
  it('shows everything without a choice', () => {
    expect(read('')).toEqual({
      destination: null,
      category: null,
      subCategory: null,
      focusName: null,
    })
  })

  it('follows a subcategory card to its category’s activities', () => {
    const filters = read('id=kayak&name=Kayaking')
    expect(filters.category?._id).toBe('water')
    expect(filters.subCategory).toEqual({ _id: 'kayak', name: 'Kayaking' })
    expect(filters.focusName).toBe('Kayaking')
  })

  it('follows a category card', () => {
    expect(read('id=snow&name=Snow')).toMatchObject({
      category: { _id: 'snow' },
      focusName: 'Snow',
    })
  })

  it('ignores ids it does not know, and the name given with them', () => {
    expect(read('id=nope&name=<b>Hi</b>')).toMatchObject({ category: null, focusName: null })
  })

  it('lets the filter form win over the card, an empty category meaning all', () => {
    expect(read('id=kayak&category=snow').category?._id).toBe('snow')
    expect(read('id=kayak&category=')).toMatchObject({ category: null, subCategory: null })
  })

  it('reads the destination with its point', () => {
    expect(read('destination=syd').destination).toMatchObject({
      name: 'Sydney',
      latitude: -33.87,
      longitude: 151.21,
    })
    expect(read('destination=elsewhere').destination).toBeNull()
  })
})

describe('activities page links', () => {
  it('searches the most hired listings of the choice', () => {
    const filters = read('id=kayak&destination=syd')
    expect(trendingListingsSearch(filters, 12)).toMatchObject({
      limit: 12,
      sortOn: 1,
      categoryId: 'water',
      subCategoryIds: ['kayak'],
      latitude: -33.87,
      longitude: 151.21,
      address: 'Sydney',
    })
  })

  it('View all: the popular list, or the same search on the results page', () => {
    expect(viewAllHref(read(''))).toBe('/list/equipments/POPULAR')
    expect(viewAllHref(read('category=snow'))).toBe(
      '/search-result?limit=10&pageNo=1&categoryId=snow&sortOn=1',
    )
  })

  it('an activity opens its listings near the chosen place', () => {
    const href = activityHref({ _id: 'kayak', categoryId: 'water' }, read('destination=syd'))
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('subCategoryIds')).toBe('kayak')
    expect(params.get('categoryId')).toBe('water')
    expect(params.get('address')).toBe('Sydney')
  })

  it('a subcategory card passes its id and name', () => {
    expect(activitiesHref({ _id: 'kayak', name: 'Kayaking & more' })).toBe(
      '/page/activities?id=kayak&name=Kayaking+%26+more',
    )
  })
})
