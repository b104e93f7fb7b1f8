import { waitFor } from '@testing-library/preact'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetApi } from '../../tests/fixtures/fake-client.ts'

beforeAll(async () => {
  // The console starts a guest session when nobody is signed in: keep that off the network.
  resetApi()
  await import('./element.ts')
})
afterAll(() => {
  vi.unstubAllGlobals()
})

describe('<hire-console>', () => {
  it('renders in its own shadow root', async () => {
    document.body.innerHTML = '<hire-console></hire-console>'
    const element = document.querySelector('hire-console') as HTMLElement
    await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-console')).toBeTruthy())
  })
})
