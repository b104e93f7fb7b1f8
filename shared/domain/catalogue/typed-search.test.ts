import { describe, expect, it, vi } from 'vitest'
import type { Category } from '../../contract/catalogue/catalogue.ts'
import type { PlaceDetails, PlaceSuggestion } from '../../contract/catalogue/places.ts'
import { parseSearchState } from './search-filters.ts'
import { testCategory as category } from './test-category.ts'
import { type PlaceLookup, placeNamed, resolveTypedSearch } from './typed-search.ts'

const categories = [category('Water sports', ['Kayaking', 'Kayak fishing']), category('Camping')]

const suggestion = (name: string, state = 'NSW'): PlaceSuggestion => ({
  placeId: `p-${name}-${state}`,
  main_text: name,
  secondary_text: `${state}, Australia`,
})

const gazetteer: Record<string, PlaceSuggestion[]> = {
  manly: [suggestion('Manly'), suggestion('Manly West', 'QLD')],
  'port macquarie': [suggestion('Port Macquarie')],
  // The exact name is not always the first suggestion.
  bondi: [suggestion('Bondi Junction'), suggestion('Bondi')],
}

const details = (placeId: string): PlaceDetails => {
  const [, name = '', state = ''] = placeId.split('-')
  return {
    placeId,
    address: `${name} ${state}, Australia`,
    main_text: name,
    secondary_text: `${state}, Australia`,
    lat: -33 - name.length / 100,
    lng: 151 + name.length / 100,
  }
}

function lookups(
  overrides: Partial<PlaceLookup> & { categories?: () => Promise<Category[]> } = {},
) {
  const places = {
    autocomplete: vi.fn(async (input: string) => gazetteer[input.trim().toLowerCase()] ?? []),
    details: vi.fn(async (placeId: string) => details(placeId)),
    ...overrides,
  }
  const list = vi.fn(overrides.categories ?? (async () => categories))
  return { categories: list, places }
}

const typed = (query: string) => parseSearchState(`limit=10&pageNo=1&${query}`)

describe('placeNamed', () => {
  it('is the suggestion named as typed, ignoring case and outer spaces', async () => {
    const { places } = lookups()
    await expect(placeNamed(places, ' bondi ')).resolves.toMatchObject({ main_text: 'Bondi' })
    expect(places.details).toHaveBeenCalledWith('p-Bondi-NSW')
  })

  it('is the first suggestion when none has the name, and null when there is none', async () => {
    const { places } = lookups()
    await expect(placeNamed(places, 'port macquarie')).resolves.toMatchObject({
      main_text: 'Port Macquarie',
    })
    await expect(placeNamed(places, 'Atlantis')).resolves.toBeNull()
  })
})

describe('resolveTypedSearch', () => {
  it('gives a typed activity the subcategory of that name and a typed place its point', async () => {
    const calls = lookups()
    const { state, placeFound } = await resolveTypedSearch(
      typed('defaultInputValue=KAYAKING&address=manly'),
      calls,
    )
    expect(placeFound).toBe(true)
    expect(state).toMatchObject({
      categoryId: 'c-Water sports',
      subCategoryIds: ['s-Kayaking'],
      defaultInputValue: 'Kayaking',
      address: 'Manly NSW, Australia',
      latitude: details('p-Manly-NSW').lat,
      longitude: details('p-Manly-NSW').lng,
      limit: 10,
      pageNo: 1,
    })
  })

  it('gives a category name its whole category', async () => {
    const { state } = await resolveTypedSearch(typed('defaultInputValue=camping'), lookups())
    expect(state).toMatchObject({
      categoryId: 'c-Camping',
      subCategoryIds: [],
      defaultInputValue: 'Camping',
    })
  })

  it('searches an activity no category is named as the text alone, as Explore does', async () => {
    const { state, placeFound } = await resolveTypedSearch(
      typed('defaultInputValue=kayak'),
      lookups(),
    )
    expect(placeFound).toBe(true)
    expect(state).toEqual(typed('defaultInputValue=kayak'))
  })

  it('keeps a place that names nothing as typed, with placeFound false', async () => {
    const { state, placeFound } = await resolveTypedSearch(
      typed('defaultInputValue=kayaking&address=Atlantis'),
      lookups(),
    )
    expect(placeFound).toBe(false)
    expect(state.address).toBe('Atlantis')
    expect(state.latitude).toBeUndefined()
    // The activity still resolves, so the bar shows it as chosen.
    expect(state.categoryId).toBe('c-Water sports')
  })

  it('asks nothing for what the query already has, or for nothing typed', async () => {
    const calls = lookups()
    const chosen = typed(
      'categoryId=c-Camping&defaultInputValue=Kayaking&latitude=-34&longitude=150&address=Manly',
    )
    await expect(resolveTypedSearch(chosen, calls)).resolves.toEqual({
      state: chosen,
      placeFound: true,
    })
    await expect(resolveTypedSearch(typed(''), calls)).resolves.toEqual({
      state: typed(''),
      placeFound: true,
    })
    expect(calls.categories).not.toHaveBeenCalled()
    expect(calls.places.autocomplete).not.toHaveBeenCalled()
  })

  it('searches the text alone when the categories cannot be had', async () => {
    const calls = lookups({ categories: async () => Promise.reject(new Error('offline')) })
    const { state } = await resolveTypedSearch(typed('defaultInputValue=Kayaking'), calls)
    expect(state).toEqual(typed('defaultInputValue=Kayaking'))
  })

  it('finds no place when the places service fails, never an error', async () => {
    const calls = lookups({ details: async () => Promise.reject(new Error('timeout')) })
    const { state, placeFound } = await resolveTypedSearch(typed('address=Manly'), calls)
    expect(placeFound).toBe(false)
    expect(state).toEqual(typed('address=Manly'))
  })
})
