import { describe, expect, it } from 'vitest'
import type { Category } from '../contract/catalogue.ts'
import { categoryNamed, filterCategories } from './category-filter.ts'

const category = (name: string): Category => ({
  _id: name,
  name,
  icon: '',
  co2Save: 0,
  subCategories: [],
  tags: [],
})
const list = ['Camping', 'Kayaking', 'Snow sports', 'Stand up paddle', 'Cycling'].map(category)

describe('filterCategories', () => {
  it('matches anywhere in the name, prefix matches first, ignoring case', () => {
    expect(filterCategories(list, 'ING').map((c) => c.name)).toEqual([
      'Camping',
      'Kayaking',
      'Cycling',
    ])
    expect(filterCategories(list, 'sn').map((c) => c.name)).toEqual(['Snow sports'])
    expect(filterCategories(list, 'c').map((c) => c.name)).toEqual(['Camping', 'Cycling'])
  })

  it('returns everything for empty text and nothing for no match', () => {
    expect(filterCategories(list, '  ')).toHaveLength(5)
    expect(filterCategories(list, 'zzz')).toEqual([])
  })
})

describe('categoryNamed', () => {
  it('finds an exact name only', () => {
    expect(categoryNamed(list, ' kayaking ')?.name).toBe('Kayaking')
    expect(categoryNamed(list, 'kayak')).toBeUndefined()
  })
})
