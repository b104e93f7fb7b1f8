import { describe, expect, it } from 'vitest'
import {
  browsePageSizes,
  equipmentListPath,
  equipmentListRequest,
  equipmentListType,
  storyTab,
  storyTabs,
} from './browse.ts'
import { storyTypes } from './home.ts'

describe('equipment list pages', () => {
  it('accept the three spec types exactly as routed', () => {
    expect(equipmentListType('POPULAR')).toBe('POPULAR')
    expect(equipmentListType('RELATED_ITEM')).toBe('RELATED_ITEM')
    expect(equipmentListType('OUTDOOR_WEEKEND_ITEM')).toBe('OUTDOOR_WEEKEND_ITEM')
    expect(equipmentListType('popular')).toBeNull()
    expect(equipmentListType('RECENT')).toBeNull()
    expect(equipmentListType(undefined)).toBeNull()
  })

  it('ask for 12 a page from the matching call', () => {
    expect(equipmentListRequest('POPULAR', undefined, 3)).toEqual({
      path: '/items/popular-items',
      query: { limit: 12, pageNo: 3 },
    })
    expect(equipmentListRequest('OUTDOOR_WEEKEND_ITEM', 'ignored', 1)).toEqual({
      path: '/items/outdoor-weekend',
      query: { limit: 12, pageNo: 1 },
    })
    expect(equipmentListRequest('RELATED_ITEM', 'item-1', 2)).toEqual({
      path: '/items/related-items',
      query: { itemId: 'item-1', type: '0', limit: 12, pageNo: 2 },
    })
    expect(browsePageSizes.equipmentList).toBe(12)
  })

  it('need an item for related items', () => {
    expect(equipmentListRequest('RELATED_ITEM', undefined, 1)).toBeNull()
    expect(equipmentListRequest('RELATED_ITEM', '', 1)).toBeNull()
  })

  it('build their paths with the item id only for related items', () => {
    expect(equipmentListPath('POPULAR')).toBe('/list/equipments/POPULAR')
    expect(equipmentListPath('POPULAR', 'x')).toBe('/list/equipments/POPULAR')
    expect(equipmentListPath('RELATED_ITEM', 'a b')).toBe('/list/equipments/RELATED_ITEM/a%20b')
  })
})

describe('story tabs', () => {
  it('cover every story type once, For you first', () => {
    expect(storyTabs.map((tab) => tab.type).sort()).toEqual([...storyTypes].sort())
    expect(storyTabs[0]).toEqual({ type: 'FOR_YOU', label: 'For you' })
    expect(browsePageSizes.stories).toBe(9)
  })

  it('read a tab from the query', () => {
    expect(storyTab('NEW')).toBe('NEW')
    expect(storyTab('new')).toBeNull()
    expect(storyTab(null)).toBeNull()
  })
})
