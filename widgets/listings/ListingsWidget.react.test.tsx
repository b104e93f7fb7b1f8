/**
 * Smoke run on real React: hosts that bring their own React render the listings grid, so it
 * must stay honest React (hooks, portals, events on custom elements).
 */
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cards, supplierId } from '../../tests/fixtures/listings.ts'

// Views load as on-demand chunks: a busy machine can take seconds before they render.
const slow = { timeout: 15_000 }

const get = vi.fn()
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))
// The item element itself is tested with hire-item; here only its tag matters.
vi.mock('../item/element.ts', () => ({}))

const { ListingsWidget } = await import('./ListingsWidget.tsx')

// Type-checking maps 'react' to preact/compat, which has no act(); React 19 exports it.
const { act, version } = React as unknown as {
  act: (work: () => unknown) => Promise<void>
  version: string
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  get.mockImplementation(async (_path: string, options: { query: { pageNo: number } }) => ({
    list: cards(options.query.pageNo * 2 - 1, 2),
    total: 4,
  }))
})
afterEach(() => {
  document.body.innerHTML = ''
  get.mockReset()
})

const links = (container: HTMLElement) => container.querySelectorAll('.item-card__name a')

describe('ListingsWidget on React', () => {
  it('runs on real React, not the compat layer', () => {
    expect(version).toMatch(/^19\./)
  })

  it('loads pages and opens an item inline in a portal dialog', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(<ListingsWidget supplierId={supplierId} limit="2" openInline />)
    })
    await vi.waitFor(() => expect(links(container)).toHaveLength(2), slow)

    const more = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Load more',
    )
    await act(async () => more?.click())
    await vi.waitFor(() => expect(links(container)).toHaveLength(4), slow)

    await act(async () => (links(container)[2] as HTMLElement).click())
    const dialog = container.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.querySelector('hire-item')?.getAttribute('item-id')).toBe('item-3')
    const close = dialog.querySelector('button[aria-label="Close"]') as HTMLElement
    await act(async () => close.click())
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    await act(async () => root.unmount())
  })
})
