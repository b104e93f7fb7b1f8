import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseMapState } from '../../domain/catalogue/map-browse.ts'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { get } }))

const { createDestinationListings, createMapListings } = await import('./place-listings.ts')

beforeEach(() => {
  get.mockReset()
  get.mockResolvedValue({ list: [], total: 0 })
})

describe('place listings', () => {
  it('the map list asks GET /items for 4 near the point with the filters', async () => {
    const listings = createMapListings()
    await listings.open(parseMapState('lat=-28&long=153&name=X&itemCategoryType=2'), null, 3)
    expect(get).toHaveBeenCalledWith('/items', {
      query: { latitude: -28, longitude: 153, limit: 4, pageNo: 3, itemCategoryType: 2 },
    })
  })

  it('a destination list asks GET /destination-items 12 at a time', async () => {
    const listings = createDestinationListings()
    await listings.open({ destinationId: 'abc' })
    expect(get).toHaveBeenCalledWith('/destination-items', {
      query: { limit: 12, pageNo: 1, destinationId: 'abc' },
    })
    await listings.open({})
    expect(get).toHaveBeenLastCalledWith('/destination-items', { query: { limit: 12, pageNo: 1 } })
  })
})
