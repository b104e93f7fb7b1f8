/**
 * `client:signed-in` downloads an island's code only for a signed-in visitor: never for a
 * guest, at once for a user, and when a guest signs in on the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import signedInDirective from './signed-in.ts'

const root = document.documentElement
const el = () => document.createElement('astro-island')

function directive() {
  const hydrate = vi.fn(async () => {})
  const load = vi.fn(async () => hydrate)
  signedInDirective(load, { name: 'signed-in', value: '' }, el())
  return { load, hydrate }
}

afterEach(() => root.removeAttribute('data-session'))

describe('client:signed-in', () => {
  it('loads nothing for a guest', async () => {
    root.dataset.session = 'guest'
    const { load } = directive()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(load).not.toHaveBeenCalled()
  })

  it('hydrates at once for a signed-in user', async () => {
    root.dataset.session = 'user'
    const { hydrate } = directive()
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
  })

  it('hydrates when a guest signs in on the page, once', async () => {
    const { load, hydrate } = directive()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(load).not.toHaveBeenCalled()
    root.dataset.session = 'user'
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
    root.dataset.session = 'guest'
    root.dataset.session = 'user'
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
