import { waitFor } from '@testing-library/preact'
import { beforeAll, describe, expect, it } from 'vitest'

beforeAll(async () => {
  await import('./element.ts')
})

describe('<hire-console>', () => {
  it('renders in its own shadow root', async () => {
    document.body.innerHTML = '<hire-console></hire-console>'
    const element = document.querySelector('hire-console') as HTMLElement
    await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-console')).toBeTruthy())
  })
})
