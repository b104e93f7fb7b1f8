import { waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('<hire-search> takeover of its first paint', () => {
  it('keeps the text typed, the focus and the caret, then replays Explore; hire-ready after', async () => {
    await import('./element.ts')
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const events: string[] = []
    const ready = new Promise((resolve) =>
      document.addEventListener('hire-ready', resolve, { once: true }),
    )
    document.addEventListener('hire-ready', () => events.push('hire-ready'), { once: true })
    document.addEventListener('hire-search', (event) => events.push(event.detail.url), {
      once: true,
    })
    document.body.innerHTML = '<hire-search layout="wide" results-url="/trips"></hire-search>'
    const root = document.querySelector('hire-search')?.shadowRoot as ShadowRoot
    // The first paint: no framework yet. The visitor types, moves the caret and presses Explore.
    const painted = root.querySelector('input') as HTMLInputElement
    expect(painted.id).not.toMatch(/^P/)
    painted.focus()
    painted.value = 'kayak'
    painted.setSelectionRange(2, 2)
    ;(root.querySelector('[part="explore"]') as HTMLButtonElement).click()
    expect(events).toEqual([])

    await ready
    const input = root.querySelector('input') as HTMLInputElement
    // The first paint's nodes are kept: nothing a script or the visitor held goes away.
    expect(input).toBe(painted)
    expect(input.value).toBe('kayak')
    expect(root.activeElement).toBe(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2])
    await waitFor(() => expect(events).toHaveLength(2))
    expect(events[0]).toBe('hire-ready')
    expect(events[1]).toMatch(/^\/trips\/search-result\?.*defaultInputValue=kayak/)
    expect(assign).toHaveBeenCalledWith(events[1])
  })
})
