import { describe, expect, it } from 'vitest'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { resultMarkers } from './ResultsMap.tsx'

const item = (id: string, latitude: number, longitude: number) =>
  ({
    _id: id,
    itemName: `Kayak ${id}`,
    price: [{ amount: 40, type: 1 }],
    pickUpLocation: { address: '', city: 'Sydney', state: 'NSW', latitude, longitude },
  }) as unknown as ItemSummary

describe('resultMarkers', () => {
  it('marks each listed item at its pick-up location, named with its price, linking to it', () => {
    const [marker] = resultMarkers([item('a 1', -33.9, 151.2)])
    expect(marker).toMatchObject({ id: 'a 1', latitude: -33.9, longitude: 151.2 })
    expect(marker?.label).toMatch(/^Kayak a 1, \$40/)
    expect(marker?.href).toBe('/equipments/a%201')
  })

  it('skips items without a pick-up location', () => {
    const bare = { ...item('b', 0, 0), pickUpLocation: undefined } as unknown as ItemSummary
    expect(resultMarkers([bare, item('c', -27.5, 153)])).toHaveLength(1)
  })
})
