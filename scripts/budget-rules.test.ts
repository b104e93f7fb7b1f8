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

  it("sums what a feature adds to a first load, counting only that load's chunks", () => {
    const withPanel: Sizes = {
      files: {
        ...sizes.files,
        'chunks/item-booking-e.js': { gzip: 5200, name: 'item-booking' },
        'chunks/booking-shared-f.js': { gzip: 4900, name: 'booking-shared' },
        'chunks/booking-shared-g.js': { gzip: 9000, name: 'booking-shared' },
      },
      firstLoad: {
        'hire-item': {
          gzip: 17_500,
          files: [
            'hire-widgets.js',
            'chunks/hire-item-a.js',
            'chunks/item-booking-e.js',
            'chunks/booking-shared-f.js',
          ],
        },
      },
    }
    const addition = (budget: number) =>
      checkBudgets(withPanel, {
        ...budgets,
        additions: {
          'booking panel': {
            firstLoad: 'hire-item',
            chunks: ['item-booking', 'booking-shared', 'wizard-session'],
            budget,
          },
        },
      }).find((row) => row.name === 'booking panel in <hire-item> first load')
    expect(addition(20_480)).toEqual({
      name: 'booking panel in <hire-item> first load',
      ok: true,
      message: '9.9 KB gzip (budget 20.0 KB)',
    })
    expect(addition(10_000)?.ok).toBe(false)
    const none = checkBudgets(sizes, {
      ...budgets,
      additions: { panel: { firstLoad: 'hire-item', chunks: ['item-booking'], budget: 1 } },
    })
    expect(none.find((row) => row.name === 'panel in <hire-item> first load')?.message).toBe(
      'not found in the build',
    )
  })

  it('counts what a part loaded on demand adds to a widget, never its first load', () => {
    const withCheckout: Sizes = {
      ...sizes,
      files: {
        ...sizes.files,
        'chunks/item-checkout-e.js': { gzip: 6000, name: 'item-checkout' },
        'chunks/cards-f.js': { gzip: 4000, name: 'cards' },
        'chunks/dayjs-g.js': { gzip: 3000, name: 'dayjs' },
      },
    }
    const graph: Record<string, string[]> = {
      'chunks/item-checkout-e.js': ['chunks/cards-f.js', 'chunks/hire-item-a.js'],
      'chunks/cards-f.js': ['chunks/item-checkout-e.js'],
      'chunks/hire-item-a.js': ['chunks/dayjs-g.js'],
    }
    const imports = (file: string) => graph[file] ?? []
    const part = (budget: number, chunk = 'item-checkout') =>
      checkBudgets(
        withCheckout,
        { ...budgets, onDemand: { checkout: { widget: 'hire-item', chunks: [chunk], budget } } },
        imports,
      ).find((row) => row.name === 'checkout on demand in <hire-item>')
    // The checkout and its cards chunk; not hire-item nor what hire-item already imports.
    expect(part(15_360)).toEqual({
      name: 'checkout on demand in <hire-item>',
      ok: true,
      message: '9.8 KB gzip (budget 15.0 KB)',
    })
    expect(part(9_000)?.ok).toBe(false)
    expect(part(15_360, 'missing')?.message).toBe('not found in the build')
    expect(part(15_360, 'map-view')).toMatchObject({
      ok: false,
      message: 'in the first load (chunks/map-view-b.js)',
    })
  })
})
