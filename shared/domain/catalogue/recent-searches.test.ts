import { describe, expect, it } from 'vitest'
import { remember, validCategories, validLocations } from './recent-searches.ts'

describe('remember', () => {
  it('puts the newest first, removes duplicates and keeps three', () => {
    let list: string[] = []
    for (const entry of ['a', 'b', 'c', 'a', 'd']) list = remember(list, entry, (value) => value)
    expect(list).toEqual(['d', 'a', 'c'])
  })
})

describe('stored entries', () => {
  it('drops malformed entries', () => {
    expect(
      validCategories([{ _id: '1', name: 'Kayaks', icon: 'k.png' }, { name: 'no id' }, 'junk']),
    ).toEqual([{ _id: '1', name: 'Kayaks', icon: 'k.png' }])
    expect(validCategories({ not: 'a list' })).toEqual([])
    expect(
      validLocations([
        {
          address: 'Byron Bay NSW',
          placeId: 'p1',
          main_text: 'Byron Bay',
          secondary_text: 'NSW',
          lat: -28.64,
          lng: 153.61,
        },
        { placeId: 'p2', main_text: 'Nowhere', lat: 'x', lng: 1 },
      ]),
    ).toEqual([
      {
        address: 'Byron Bay NSW',
        placeId: 'p1',
        main_text: 'Byron Bay',
        secondary_text: 'NSW',
        lat: -28.64,
        lng: 153.61,
      },
    ])
  })
})
