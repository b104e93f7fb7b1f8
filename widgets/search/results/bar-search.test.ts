import { describe, expect, it } from 'vitest'
import { parseSearchState } from '../../../shared/domain/catalogue/search-filters.ts'
import { searchRequest } from '../explore.ts'
import { barSearch, plainFields, refinedSearch } from './bar-search.ts'

const water = '88a4691e-ea66-5f74-b608-164850841dd1'
const kayaking = '9ad70912-0000-4000-8000-000000000001'
const sup = '2a903338-0000-4000-8000-000000000002'
const snow = 'c12fe45e-1b91-530f-8368-d689ef16f5e6'

/** Local midnight `days` from `now`. */
function day(days: number, now = Date.now()): number {
  const date = new Date(now)
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

const bondi = 'latitude=-33.89&longitude=151.27&address=Bondi%20Beach%20NSW'

describe('barSearch: the results query as the bar shows it', () => {
  it('shows the activity Explore chose, the place under its address and the searched days', () => {
    const state = parseSearchState(
      `limit=10&pageNo=1&${bondi}&categoryId=${water}&subCategoryIds=${kayaking}&defaultInputValue=Kayaking&startDate=${day(3)}&endDate=${day(5)}`,
    )
    expect(barSearch(state, 'Water sports')).toEqual({
      activity: {
        text: 'Kayaking',
        category: { _id: water, name: 'Kayaking', icon: '', subCategoryId: kayaking },
      },
      destination: {
        text: 'Bondi Beach NSW',
        place: { label: 'Bondi Beach NSW', address: 'Bondi Beach NSW', lat: -33.89, lng: 151.27 },
      },
      range: { start: day(3), end: day(5) },
    })
  })

  it("names a category link's category, and keeps the filters' subcategories out of the activity", () => {
    const state = parseSearchState(`categoryId=${water}&subCategoryIds=${kayaking},${sup}`)
    expect(barSearch(state, 'Water sports').activity).toEqual({
      text: 'Water sports',
      category: { _id: water, name: 'Water sports', icon: '' },
    })
  })

  it('shows typed text alone, a position without an address as the current location', () => {
    const shown = barSearch(
      parseSearchState('defaultInputValue=kay&latitude=-33&longitude=151'),
      null,
    )
    expect(shown.activity).toEqual({ text: 'kay', category: null })
    expect(shown.destination).toEqual({
      text: 'Current location',
      place: { label: 'Current location', lat: -33, lng: 151 },
    })
  })

  it('keeps a typed place that names no point as text, with nothing chosen', () => {
    const shown = barSearch(parseSearchState('defaultInputValue=kayak&address=Atlantis'), null)
    expect(shown.activity).toEqual({ text: 'kayak', category: null })
    expect(shown.destination).toEqual({ text: 'Atlantis', place: null })
  })

  it('shows nothing searched as empty fields and the default days', () => {
    const now = new Date(2027, 0, 10, 15, 30).getTime()
    expect(barSearch(parseSearchState(''), null, now)).toEqual({
      activity: { text: '', category: null },
      destination: { text: '', place: null },
      range: { start: day(0, now), end: day(1, now) },
    })
  })

  it('fills in a missing last day, and gives past days up for the default ones', () => {
    const now = new Date(2027, 0, 10, 9).getTime()
    const only = parseSearchState(`startDate=${day(2, now)}`)
    expect(barSearch(only, null, now).range).toEqual({ start: day(2, now), end: day(3, now) })
    const past = parseSearchState(`startDate=${day(-3, now)}&endDate=${day(-1, now)}`)
    expect(barSearch(past, null, now).range).toEqual({ start: day(0, now), end: day(1, now) })
    const backwards = parseSearchState(`startDate=${day(4, now)}&endDate=${day(2, now)}`)
    expect(barSearch(backwards, null, now).range).toEqual({ start: day(4, now), end: day(5, now) })
  })
})

describe('refinedSearch: where Explore goes from the results page', () => {
  const filters = 'sortOn=3&startPrice=20&endPrice=300&instantBooking=true&itemCategoryType=2'

  /** What Explore builds from the bar's fields. */
  function explored(
    shown: ReturnType<typeof barSearch>,
    changes: Partial<Parameters<typeof searchRequest>[0]> = {},
  ) {
    const choices = {
      ...shown.activity,
      place: shown.destination.place,
      start: shown.range.start,
      end: shown.range.end,
      ...changes,
    }
    return searchRequest(choices, 'https://hire.example').query
  }

  it('keeps every filter when only the days or the place change', () => {
    const current = parseSearchState(
      `limit=10&pageNo=3&categoryId=${water}&subCategoryIds=${kayaking},${sup}&tags=t1,t2&${filters}&${bondi}`,
    )
    const shown = barSearch(current, 'Water sports')
    const next = refinedSearch(
      current,
      shown,
      explored(shown, {
        start: day(7),
        end: day(9),
        place: { label: 'Hobart', lat: -42.88, lng: 147.33, address: 'Hobart TAS' },
      }),
    )
    expect(next).toEqual({
      ...current,
      pageNo: 1,
      latitude: -42.88,
      longitude: 147.33,
      address: 'Hobart TAS',
      startDate: day(7),
      endDate: day(9),
    })
  })

  it('drops the tags and subcategories of the old activity, and keeps the preferences', () => {
    const current = parseSearchState(
      `categoryId=${water}&subCategoryIds=${kayaking}&defaultInputValue=Kayaking&tags=t1&${filters}`,
    )
    const shown = barSearch(current, 'Water sports')
    const next = refinedSearch(
      current,
      shown,
      explored(shown, { text: 'Snow', category: { _id: snow, name: 'Snow', icon: '' } }),
    )
    expect(next).toMatchObject({
      categoryId: snow,
      defaultInputValue: 'Snow',
      subCategoryIds: [],
      tags: [],
      sortOn: 3,
      startPrice: 20,
      endPrice: 300,
      instantBooking: true,
      itemCategoryType: 2,
      pageNo: 1,
    })
  })

  it('searches typed text alone once the category is cleared', () => {
    const current = parseSearchState(`categoryId=${water}&tags=t1&sortOn=1`)
    const shown = barSearch(current, 'Water sports')
    const next = refinedSearch(current, shown, explored(shown, { text: 'boat', category: null }))
    expect(next.categoryId).toBeUndefined()
    expect(next.tags).toEqual([])
    expect(next.defaultInputValue).toBe('boat')
    expect(next.sortOn).toBe(1)
  })
})

describe('plainFields: what the plain form sends besides the typed text', () => {
  const now = new Date(2027, 0, 10, 9).getTime()
  const fields = (query: string) => {
    const current = parseSearchState(query)
    return plainFields(current, barSearch(current, null, now))
  }

  it('keeps the preferences and the days shown, never the activity, place, tags or page', () => {
    expect(
      fields(
        `limit=20&pageNo=3&categoryId=${water}&subCategoryIds=${kayaking}&tags=t1&${bondi}&sortOn=3&startPrice=20&endPrice=300&instantBooking=false&itemCategoryType=1&startDate=${day(2, now)}&endDate=${day(4, now)}`,
      ),
    ).toEqual({
      sortOn: '3',
      startPrice: '20',
      endPrice: '300',
      instantBooking: 'false',
      itemCategoryType: '1',
      startDate: String(day(2, now)),
      endDate: String(day(4, now)),
    })
  })

  it('sends the days the bar shows: a missing last day is the next day', () => {
    expect(fields(`startDate=${day(2, now)}`)).toEqual({
      startDate: String(day(2, now)),
      endDate: String(day(3, now)),
    })
  })

  it('sends no days for a search without them, or with days already past', () => {
    expect(fields('defaultInputValue=kayak')).toEqual({})
    expect(fields(`startDate=${day(-3, now)}&endDate=${day(-1, now)}`)).toEqual({})
  })
})
