/**
 * Smoke run on real React: hosts that bring their own React render our components, so
 * they must stay honest React (hooks, portals, events), not lean on Preact specifics.
 */
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $categories } from '../../shared/stores/catalogue/categories.ts'
import { categories } from '../../tests/fixtures/search.ts'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

const { SearchWidget } = await import('./SearchWidget.tsx')

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
  $categories.set({ status: 'ready', list: categories })
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('SearchWidget on React', () => {
  it('runs on real React, not the compat layer', () => {
    expect(version).toMatch(/^19\./)
  })

  it('server-renders with React', () => {
    const html = renderToString(<SearchWidget />)
    expect(html).toContain('Explore')
    expect(html).toContain('Activities')
  })

  it('mounts with react-dom and filters activities as the user types', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<SearchWidget layout="wide" />))
    const input = container.querySelector<HTMLInputElement>('input[role="combobox"]')
    expect(input).not.toBeNull()
    await act(async () => {
      input?.focus()
      input?.click()
    })
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(input, 'kay')
      input?.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const options = [...container.querySelectorAll('[role="option"]')].map(
      (node) => node.textContent,
    )
    expect(options.some((text) => text?.includes('Kayaking'))).toBe(true)
    expect(options.some((text) => text?.includes('Camping'))).toBe(false)
    await act(async () => root.unmount())
  })
})
