import { describe, expect, it } from 'vitest'
import { type Budgets, checkBudgets, type Sizes } from './budget-rules.ts'

const sizes: Sizes = {
  files: {
    'hire-widgets.js': { gzip: 600, name: 'hire-widgets', packages: [] },
    'chunks/hire-item-a.js': { gzip: 5000, name: 'hire-item', packages: [] },
    'chunks/map-view-b.js': { gzip: 1800, name: 'map-view', packages: [] },
    'chunks/maplibre-c.js': { gzip: 255_000, name: 'maplibre', packages: ['maplibre-gl'] },
    'chunks/maplibre-gl-csp-worker-d.js': { gzip: 124_000, name: 'maplibre-gl-csp-worker' },
  },
  firstLoad: {
    'hire-item': {
      gzip: 7400,
      files: ['hire-widgets.js', 'chunks/hire-item-a.js', 'chunks/map-view-b.js'],
    },
  },
}
const budgets: Budgets = {
  files: { 'hire-widgets.js': 2048 },
  firstLoad: { 'hire-item': 35_840 },
  chunks: { maplibre: 266_240, 'maplibre-gl-csp-worker': 131_072 },
  neverInFirstLoad: ['maplibre-gl'],
}

describe('checkBudgets', () => {
  it('passes a build whose map library loads on demand within its budget', () => {
    const rows = checkBudgets(sizes, budgets)
    expect(rows.filter((row) => !row.ok)).toEqual([])
    expect(rows.map((row) => row.name)).toContain('maplibre chunk')
    expect(rows.map((row) => row.name)).toContain('<hire-item> first load without maplibre-gl')
  })

  it('fails when the map library is in a widget first load, even within the size budget', () => {
    const hireItem = sizes.firstLoad['hire-item']
    if (!hireItem) throw new Error('fixture')
    const leaked: Sizes = {
      ...sizes,
      firstLoad: {
        'hire-item': { ...hireItem, files: [...hireItem.files, 'chunks/maplibre-c.js'] },
      },
    }
    const failed = checkBudgets(leaked, { ...budgets, firstLoad: {} }).filter((row) => !row.ok)
    expect(failed).toEqual([
      {
        name: '<hire-item> first load without maplibre-gl',
        ok: false,
        message: 'maplibre-gl is in chunks/maplibre-c.js',
      },
    ])
  })

  it('fails an on-demand chunk over its budget or missing from the build', () => {
    const rows = checkBudgets(sizes, { ...budgets, chunks: { maplibre: 200_000, gone: 10 } })
    expect(rows.find((row) => row.name === 'maplibre chunk')?.ok).toBe(false)
    expect(rows.find((row) => row.name === 'gone chunk')?.message).toBe('not found in the build')
  })
})
