/**
 * Several themed widgets on one page share one download of the theme code. A widget that
 * first rendered while that download was under way must show once it arrives, also when it
 * arrives between the widget's first render and its effects (a partner page with two
 * `theme="dark"` elements whose code loaded at slightly different times).
 */
import { waitFor } from '@testing-library/preact'
import { expect, it, vi } from 'vitest'
import { defineWidget } from './define-widget.ts'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

// The theme code arrives when the test lets it.
let deliver = () => {}
const delivered = new Promise<void>((resolve) => {
  deliver = resolve
})
vi.mock('../../shared/format/theme.ts', async (importOriginal) => {
  await delivered
  return importOriginal()
})

function Probe() {
  return <output>shown</output>
}

const shown = (element: Element) => element.shadowRoot?.querySelector('output') != null

it('shows a themed widget whose first render came just before the theme code arrived', async () => {
  // Loaded once already, so its arrival takes microtasks, not a frame.
  await vi.importActual('../../shared/format/theme.ts')
  defineWidget('hire-theme-probe', Probe, {})
  const first = document.createElement('hire-theme-probe')
  first.setAttribute('theme', 'dark')
  document.body.append(first)
  // The first element's effect has asked for the theme code (nothing shows without it).
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(shown(first)).toBe(false)

  // The second renders now, without the code; the code arrives before its effects run.
  const second = document.createElement('hire-theme-probe')
  second.setAttribute('theme', 'dark')
  document.body.append(second)
  expect(shown(second)).toBe(false)
  deliver()

  await waitFor(() => expect(shown(first)).toBe(true))
  await waitFor(() => expect(shown(second)).toBe(true))
})
