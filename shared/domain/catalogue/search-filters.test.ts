import { describe, expect, it } from 'vitest'
import type { Category } from '../../contract/catalogue/catalogue.ts'
import { sortOptions } from '../../contract/catalogue/catalogue.ts'
import {
  applyDraft,
  choicesOf,
  chooseCategory,
  draftFromState,
  selectAll,
  setInstantBooking,
  toggleChoice,
} from './filter-draft.ts'
import {
  clearedSearchUrl,
  parseSearchState,
  searchKey,
  serialiseSearchState,
  withChanges,
} from './search-filters.ts'

const cat = 'aaaaaaaa-0000-4000-8000-000000000001'
const sub1 = 'bbbbbbbb-0000-4000-8000-000000000001'
const sub2 = 'bbbbbbbb-0000-4000-8000-000000000002'
const tag1 = 'cccccccc-0000-4000-8000-000000000001'
const tag2 = 'cccccccc-0000-4000-8000-000000000002'
const category: Category = {
  _id: cat,
  name: 'Kayaking',
  icon: '',
  co2Save: 0,
  tags: [{ _id: tag1, tagName: 'Sea' }],
  subCategories: [
    {
      _id: sub1,
      name: 'Sea kayaks',
      image: '',
      description: '',
      tags: [{ _id: tag2, tagName: 'Double' }],
    },
    {
      _id: sub2,
      name: 'River kayaks',
      image: '',
      description: '',
      tags: [{ _id: tag1, tagName: 'Sea' }],
    },
  ],
}

describe('search state in the URL', () => {
  it('round-trips every field', () => {
    const query = `limit=10&pageNo=2&latitude=-33.87&longitude=151.21&address=Sydney+NSW&categoryId=${cat}&subCategoryIds=${sub1}%2C${sub2}&startDate=1700000000000&endDate=1700086400000&defaultInputValue=kayak&startPrice=5&endPrice=500&sortOn=6&tags=${tag1}&itemCategoryType=1&instantBooking=true`
    const state = parseSearchState(query)
    expect(state).toMatchObject({
      limit: 10,
      pageNo: 2,
      latitude: -33.87,
      longitude: 151.21,
      address: 'Sydney NSW',
      subCategoryIds: [sub1, sub2],
      tags: [tag1],
      sortOn: 6,
      itemCategoryType: 1,
      instantBooking: true,
      startPrice: 5,
      endPrice: 500,
    })
    expect(serialiseSearchState(state)).toBe(query)
    expect(parseSearchState(serialiseSearchState(state))).toEqual(state)
  })

  it('drops empty fields and defaults limit and page', () => {
    const state = parseSearchState(
      'address=&categoryId=%20&subCategoryIds=&tags=,&sortOn=&latitude=1',
    )
    expect(serialiseSearchState(state)).toBe('limit=10&pageNo=1')
  })

  it('ignores unknown sort codes, kinds and broken numbers', () => {
    const state = parseSearchState('sortOn=5&itemCategoryType=9&startPrice=abc&pageNo=-3')
    expect(state.sortOn).toBeUndefined()
    expect(state.itemCategoryType).toBeUndefined()
    expect(state.startPrice).toBeUndefined()
    expect(state.pageNo).toBe(1)
  })

  it('accepts exactly the six sort codes', () => {
    const accepted = [1, 2, 3, 4, 5, 6, 7, 8].filter(
      (code) => parseSearchState(`sortOn=${code}`).sortOn === code,
    )
    expect(accepted.sort()).toEqual(sortOptions.map((option) => option.code).sort())
    expect(sortOptions.map((option) => option.code)).toEqual([1, 6, 2, 4, 3, 7])
  })

  it('any change starts again from page 1; the key ignores the page', () => {
    const state = parseSearchState('pageNo=4&sortOn=1')
    const next = withChanges(state, { sortOn: 3 })
    expect(next.pageNo).toBe(1)
    expect(searchKey(state)).toBe(searchKey({ ...state, pageNo: 1 }))
    expect(searchKey(next)).not.toBe(searchKey(state))
  })

  it('Clear All goes to limit 10, page 1', () => {
    expect(clearedSearchUrl).toBe('/search-result?limit=10&pageNo=1')
  })
})

describe('filter modal rules', () => {
  const base = parseSearchState(`categoryId=${cat}&subCategoryIds=${sub1}`)

  it('defaults: instant booking on, experience off', () => {
    const draft = draftFromState(parseSearchState(''))
    expect(draft.instantBooking).toBe(true)
    expect(draft.experience).toBe(false)
  })

  it('switching instant booking either way clears category and subcategories', () => {
    const draft = draftFromState(base, category)
    const off = setInstantBooking(draft, false)
    expect(off).toMatchObject({ instantBooking: false, categoryId: null, subCategoryIds: [] })
    const on = setInstantBooking({ ...off, categoryId: cat, subCategoryIds: [sub1] }, true)
    expect(on).toMatchObject({ instantBooking: true, categoryId: null, subCategoryIds: [] })
  })

  it("'All' selects every subcategory and tag, and clears them", () => {
    const all = selectAll(
      chooseCategory(draftFromState(base), cat),
      category,
      'subCategoryIds',
      true,
    )
    expect(all.subCategoryIds).toEqual([sub1, sub2])
    expect(all.tags).toEqual([tag1, tag2])
    expect(all).toMatchObject({ allSubCategories: true, allTags: true })
    expect(selectAll(all, category, 'subCategoryIds', false)).toMatchObject({
      subCategoryIds: [],
      tags: [],
    })
  })

  it("keeps the 'all' flags in sync with single choices, both ways", () => {
    let draft = chooseCategory(draftFromState(base), cat)
    draft = toggleChoice(draft, category, 'subCategoryIds', sub1)
    expect(draft.allSubCategories).toBe(false)
    draft = toggleChoice(draft, category, 'subCategoryIds', sub2)
    expect(draft.allSubCategories).toBe(true)
    draft = toggleChoice(draft, category, 'subCategoryIds', sub1)
    expect(draft.allSubCategories).toBe(false)
    draft = toggleChoice(toggleChoice(draft, category, 'tags', tag1), category, 'tags', tag2)
    expect(draft.allTags).toBe(true)
    draft = toggleChoice(draft, category, 'tags', tag2)
    expect(draft.allTags).toBe(false)
    expect(selectAll(draft, category, 'tags', true).allTags).toBe(true)
  })

  it("offers each list's choices by name; the tags' own 'All' leaves the subcategories", () => {
    expect(choicesOf(category, 'subCategoryIds')).toEqual([
      { id: sub1, label: 'Sea kayaks' },
      { id: sub2, label: 'River kayaks' },
    ])
    expect(choicesOf(category, 'tags')).toEqual([
      { id: tag1, label: 'Sea' },
      { id: tag2, label: 'Double' },
    ])
    const draft = toggleChoice(
      chooseCategory(draftFromState(base), cat),
      category,
      'subCategoryIds',
      sub1,
    )
    const tags = selectAll(draft, category, 'tags', true)
    expect(tags).toMatchObject({ subCategoryIds: [sub1], allSubCategories: false })
    expect(tags).toMatchObject({ tags: [tag1, tag2], allTags: true })
    expect(selectAll(tags, category, 'tags', false)).toMatchObject({
      subCategoryIds: [sub1],
      tags: [],
    })
  })

  it('reads the all flags from the URL state', () => {
    const state = parseSearchState(`categoryId=${cat}&subCategoryIds=${sub2},${sub1}`)
    expect(draftFromState(state, category).allSubCategories).toBe(true)
  })

  it('applies as a search from page 1 with experience as itemCategoryType 1', () => {
    const draft = { ...draftFromState({ ...base, pageNo: 3 }, category), experience: true }
    const next = applyDraft({ ...base, pageNo: 3 }, draft)
    expect(next).toMatchObject({
      pageNo: 1,
      itemCategoryType: 1,
      instantBooking: true,
      categoryId: cat,
    })
    expect(applyDraft(base, setInstantBooking(draft, false))).toMatchObject({
      categoryId: undefined,
      subCategoryIds: [],
    })
  })

  it('drops the hidden typed text once the activity choice changes', () => {
    const typed = { ...base, defaultInputValue: 'Sea kayaks' }
    const draft = draftFromState(typed, category)
    const swapped = toggleChoice(
      toggleChoice(draft, category, 'subCategoryIds', sub1),
      category,
      'subCategoryIds',
      sub2,
    )
    const next = applyDraft(typed, swapped)
    expect(next.subCategoryIds).toEqual([sub2])
    expect(next.defaultInputValue).toBeUndefined()
    expect(serialiseSearchState(next)).not.toContain('defaultInputValue')
    expect(applyDraft(typed, chooseCategory(draft, null)).defaultInputValue).toBeUndefined()
  })

  it('keeps the typed text when only instant booking or experience change', () => {
    const typed = { ...base, defaultInputValue: 'Sea kayaks' }
    const draft = { ...draftFromState(typed, category), experience: true }
    expect(applyDraft(typed, draft).defaultInputValue).toBe('Sea kayaks')
    const free = parseSearchState('defaultInputValue=red%20kayak')
    expect(applyDraft(free, draftFromState(free)).defaultInputValue).toBe('red kayak')
  })
})
