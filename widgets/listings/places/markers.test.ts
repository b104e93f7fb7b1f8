import { describe, expect, it } from 'vitest'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { itemMarkers } from './markers.ts'

const item = (id: string, latitude: number, longitude: number) =>
  ({
    _id: id,
    itemName: `Kayak ${id}`,
    price: [{ amount: 45, type: 1 }],
    pickUpLocation: { address: '', city: '', state: '', latitude, longitude },
  }) as unknown as ItemSummary

describe('itemMarkers', () => {
  it('marks each item at its pick-up point with its name and price, linking to it', () => {
    expect(itemMarkers([item('a', -33.8, 151.2)])).toEqual([
      {
        id: 'a',
        latitude: -33.8,
        longitude: 151.2,
        label: 'Kayak a, $45.00 / day',
        href: '/equipments/a',
      },
    ])
  })

  it('skips items without a usable point', () => {
    const broken = { ...item('b', 0, 0), pickUpLocation: undefined } as unknown as ItemSummary
    expect(itemMarkers([broken, item('c', Number.NaN, 151)])).toEqual([])
  })

  it('labels an item without prices by its name', () => {
    const free = { ...item('d', -30, 150), price: [] } as ItemSummary
    expect(itemMarkers([free])[0]?.label).toBe('Kayak d')
  })
})
