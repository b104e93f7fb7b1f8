import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $config } from '../../config.ts'
import {
  $recentCategories,
  $recentLocations,
  loadRecentSearches,
  rememberCategory,
  rememberLocation,
} from './recent-searches.ts'

const place = (n: number) => ({
  address: `Place ${n}, NSW, Australia`,
  placeId: `p${n}`,
  main_text: `Place ${n}`,
  secondary_text: 'NSW, Australia',
  lat: -33 - n / 10,
  lng: 151 + n / 10,
})

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('partner:cart', '["tour-42"]')
  loadRecentSearches()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('recent searches', () => {
  it('keeps three locations, most recent first, without duplicates', () => {
    for (const n of [1, 2, 3, 1, 4]) rememberLocation(place(n))
    expect($recentLocations.get().map((entry) => entry.placeId)).toEqual(['p4', 'p1', 'p3'])
    const stored = JSON.parse(localStorage.getItem('hire:recentLocations') ?? '[]')
    expect(stored).toEqual([place(4), place(1), place(3)])
  })

  it('keeps three categories, most recent first, without duplicates', () => {
    for (const id of ['a', 'b', 'a', 'c', 'd'])
      rememberCategory({ _id: id, name: id.toUpperCase(), icon: '' })
    expect($recentCategories.get().map((entry) => entry._id)).toEqual(['d', 'c', 'a'])
    expect(JSON.parse(localStorage.getItem('hire:recentCategories') ?? '[]')).toHaveLength(3)
  })

  it('touches only its namespaced keys', () => {
    const setItem = vi.spyOn(localStorage, 'setItem')
    const getItem = vi.spyOn(localStorage, 'getItem')
    const removeItem = vi.spyOn(localStorage, 'removeItem')
    const clear = vi.spyOn(localStorage, 'clear')
    rememberLocation(place(1))
    rememberCategory({ _id: 'a', name: 'A', icon: '' })
    loadRecentSearches()
    const keys = [...setItem.mock.calls, ...getItem.mock.calls].map((call) => call[0])
    expect(keys.length).toBeGreaterThan(0)
    expect(
      keys.every((key) => key === 'hire:recentLocations' || key === 'hire:recentCategories'),
    ).toBe(true)
    expect(removeItem).not.toHaveBeenCalled()
    expect(clear).not.toHaveBeenCalled()
    expect(localStorage.getItem('partner:cart')).toBe('["tour-42"]')
  })

  it('follows the configured namespace', () => {
    const before = $config.get()
    $config.set({ ...before, namespace: 'acme-hire' })
    rememberLocation(place(7))
    expect(localStorage.getItem('acme-hire:recentLocations')).toContain('p7')
    $config.set(before)
  })

  it('survives corrupt storage', () => {
    localStorage.setItem('hire:recentLocations', '{not json')
    loadRecentSearches()
    expect($recentLocations.get()).toEqual([])
    rememberLocation(place(2))
    expect($recentLocations.get()).toHaveLength(1)
  })
})
