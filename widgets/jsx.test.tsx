import { render, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import './search/element.ts'

vi.mock('../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

describe('JSX hosts', () => {
  it('use the elements with typed attributes and hire-* event props', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const onSearch = vi.fn()
    const { container } = render(
      <hire-search results-url="/trips" layout="wide" onhire-search={onSearch} />,
    )
    const element = container.querySelector('hire-search') as HTMLElement
    await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy())
    within(element.shadowRoot as unknown as HTMLElement)
      .getByRole('button', { name: 'Explore' })
      .click()
    // Pressed on the first paint, Explore goes through once the full widget has taken over.
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1))
    expect(onSearch.mock.calls[0]?.[0].detail.url).toMatch(/^\/trips\/search-result\?/)
  })
})
