import { describe, expect, it } from 'vitest'
import {
  dayToEpoch,
  mapItemsQuery,
  mapStateKey,
  parseDay,
  parseMapState,
  serialiseMapState,
} from './map-browse.ts'

describe('parseMapState', () => {
  it('reads lat, long and name', () => {
    expect(parseMapState('lat=-28.0167&long=153.4&name=Gold%20coast')).toEqual({
      latitude: -28.0167,
      longitude: 153.4,
      name: 'Gold coast',
      pageNo: 1,
    })
  })

  it('falls back to the centre near Sydney when a coordinate is missing, broken or zero', () => {
    for (const query of ['', 'lat=-30', 'lat=abc&long=150', 'lat=0&long=0', 'lat=-95&long=150']) {
      const state = parseMapState(query)
      expect(state).toMatchObject({ latitude: -33.87, longitude: 151.21, name: 'Sydney' })
    }
    expect(parseMapState('lat=-30&long=150').name).toBe('this area')
    expect(parseMapState('name=Bondi').name).toBe('Bondi')
  })

  it('keeps real days only, never an end before the start', () => {
    const state = parseMapState('lat=-30&long=150&startDate=2031-02-03&endDate=2031-02-01')
    expect(state.startDate).toBe('2031-02-03')
    expect(state.endDate).toBeUndefined()
    expect(parseMapState('startDate=2031-02-30').startDate).toBeUndefined()
    expect(parseMapState('endDate=2031-02-04')).toMatchObject({
      startDate: '2031-02-04',
      endDate: '2031-02-04',
    })
  })

  it('reads the kind filter and the page; ignores anything else', () => {
    expect(parseMapState('itemCategoryType=2&pageNo=3')).toMatchObject({
      itemCategoryType: 2,
      pageNo: 3,
    })
    expect(parseMapState('itemCategoryType=5&pageNo=-1')).toMatchObject({ pageNo: 1 })
    expect(parseMapState('itemCategoryType=5').itemCategoryType).toBeUndefined()
  })
})

describe('parseDay', () => {
  it('accepts YYYY-MM-DD and epoch milliseconds', () => {
    expect(parseDay('2031-12-31')).toBe('2031-12-31')
    expect(parseDay(String(new Date(2031, 0, 5, 0, 0).getTime()))).toBe('2031-01-05')
    expect(parseDay('31/12/2031')).toBeUndefined()
    expect(parseDay('')).toBeUndefined()
  })
})

describe('serialiseMapState and the API query', () => {
  it('round-trips and drops page 1 and empty fields', () => {
    const query = 'lat=-28&long=153.4&name=Gold+coast&startDate=2031-02-01&itemCategoryType=1'
    expect(serialiseMapState(parseMapState(query))).toBe(query)
    expect(serialiseMapState(parseMapState(`${query}&pageNo=2`))).toBe(`${query}&pageNo=2`)
    expect(mapStateKey(parseMapState(`${query}&pageNo=2`))).toBe(query)
  })

  it('asks GET /items for 4 listings near the point, dates as local midnight', () => {
    const state = parseMapState(
      'lat=-28&long=153.4&startDate=2031-02-01&endDate=2031-02-03&itemCategoryType=2&pageNo=2',
    )
    expect(mapItemsQuery(state)).toEqual({
      latitude: -28,
      longitude: 153.4,
      limit: 4,
      pageNo: 2,
      startDate: new Date(2031, 1, 1).getTime(),
      endDate: new Date(2031, 1, 3).getTime(),
      itemCategoryType: 2,
    })
    expect(mapItemsQuery(parseMapState('startDate=2031-02-01'), 1)).toMatchObject({
      startDate: dayToEpoch('2031-02-01'),
      endDate: dayToEpoch('2031-02-01'),
      pageNo: 1,
    })
  })
})
