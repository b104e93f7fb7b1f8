import { describe, expect, it } from 'vitest'
import { activityNamed, matchActivities } from './category-filter.ts'
import { testCategory as category } from './test-category.ts'

const list = [
  category('Water sports', ['Kayaking', 'Stand up paddle', 'Snorkelling']),
  category('Camping', ['Camping kits', 'Swags']),
  category('Snow', ['Skiing', 'Snowboarding']),
  category('Cycling', ['E-bikes', 'Mountain bikes']),
]

const names = (typed: string) => matchActivities(list, typed).map((choice) => choice.name)

describe('matchActivities', () => {
  it('offers every category when nothing is typed', () => {
    expect(names('  ')).toEqual(['Water sports', 'Camping', 'Snow', 'Cycling'])
  })

  it('matches subcategories, naming the category they narrow', () => {
    expect(matchActivities(list, 'kay')).toEqual([
      {
        _id: 'c-Water sports',
        name: 'Kayaking',
        icon: 'Water sports.svg',
        subCategoryId: 's-Kayaking',
        categoryName: 'Water sports',
      },
    ])
  })

  it('puts names starting with the text first, categories before subcategories', () => {
    expect(names('CAMP')).toEqual(['Camping', 'Camping kits'])
    expect(names('sn')).toEqual(['Snow', 'Snorkelling', 'Snowboarding'])
    expect(names('bike')).toEqual(['E-bikes', 'Mountain bikes'])
  })

  it('finds nothing for text no name contains', () => {
    expect(names('zzz')).toEqual([])
  })
})

describe('activityNamed', () => {
  it('finds a category or subcategory by its exact name', () => {
    expect(activityNamed(list, ' camping ')?.subCategoryId).toBeUndefined()
    expect(activityNamed(list, 'kayaking')?.subCategoryId).toBe('s-Kayaking')
    expect(activityNamed(list, 'kayak')).toBeUndefined()
    expect(activityNamed(list, '')).toBeUndefined()
  })
})
