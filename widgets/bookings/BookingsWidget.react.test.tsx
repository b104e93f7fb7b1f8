/**
 * Smoke run on real React: hosts that bring their own React render the bookings area, so it
 * must stay honest React (hooks, lazy detail, the menu's keyboard).
 */
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listItem, record } from '../../tests/fixtures/bookings.ts'

// Views load as on-demand chunks: a busy machine can take seconds before they render.
const slow = { timeout: 15_000 }

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }))
vi.mock('../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../../shared/stores/core/session.ts')
const { BookingsWidget } = await import('./BookingsWidget.tsx')

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
  $session.set({ accessToken: 'token', isGuestUser: '0' })
  get.mockImplementation(async (path: string) => {
    if (path === '/user/carbon') return { totalCarbon: 3, data: [{ name: 'Camping', co2Save: 3 }] }
    if (path === '/booking') return { list: [listItem()], total: 1 }
    return record({ bookingStatus: 'REQUESTED' })
  })
})
afterEach(() => {
  document.body.innerHTML = ''
  get.mockReset()
})

async function mount(element: React.ReactElement) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(element))
  return container
}

describe('BookingsWidget on React', () => {
  it('runs on real React, not the compat layer', () => {
    expect(version).toMatch(/^19\./)
  })

  it('lists bookings with the carbon donut', async () => {
    const container = await mount(<BookingsWidget view="current" />)
    await vi.waitFor(
      () => expect(container.querySelector('.bookings-card h3')?.textContent).toBe('Sea kayak'),
      slow,
    )
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '3 carbon points',
    )
  })

  it('loads the detail and opens its settings menu', async () => {
    const container = await mount(<BookingsWidget view="detail" bookingId="booking-1" />)
    const button = await vi.waitFor(() => {
      const found = container.querySelector<HTMLButtonElement>('.bookings-menu-button')
      if (!found) throw new Error('no menu yet')
      return found
    }, slow)
    await act(async () => button.click())
    const items = [...container.querySelectorAll('[role="menuitem"]')].map(
      (item) => item.textContent,
    )
    expect(items).toEqual(['Item details', 'Cancel booking'])
  })
})
