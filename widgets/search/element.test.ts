import { waitFor, within } from '@testing-library/preact'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { api } from '../../shared/api/client.ts'
import { $config } from '../../shared/config.ts'
import { catalogueCalls } from '../../shared/contract/catalogue/catalogue.ts'
import { $categories } from '../../shared/stores/catalogue/categories.ts'
import { categories } from '../../tests/fixtures/search.ts'
import uiCss from '../ui/ui.css?inline'
import searchCss from './search.css?inline'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

beforeAll(async () => {
  $categories.set({ status: 'ready', list: categories })
  await import('./element.ts')
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** Mounts the element and waits until the full widget has taken over its first paint. */
async function mount(html: string): Promise<HTMLElement> {
  const ready = new Promise((resolve) =>
    document.addEventListener('hire-ready', resolve, { once: true }),
  )
  document.body.innerHTML = html
  const element = document.querySelector('hire-search') as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-search')).toBeTruthy())
  await ready
  return element
}

describe('<hire-search>', () => {
  it('prefills the activity and dates from its attributes', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const element = await mount(
      '<hire-search layout="wide" activity="Kayaking" start-date="2027-01-10" end-date="2027-01-12"></hire-search>',
    )
    const root = element.shadowRoot as unknown as HTMLElement
    // The prefill's checks load on demand, so the fields fill a moment after the first paint.
    await waitFor(() =>
      expect(
        (within(root).getByRole('combobox', { name: 'Activities' }) as HTMLInputElement).value,
      ).toBe('Kayaking'),
    )
    const events: CustomEvent[] = []
    document.addEventListener('hire-search', (event) => events.push(event), { once: true })
    within(root).getByRole('button', { name: 'Explore' }).click()
    expect(events[0]?.detail.query).toMatchObject({
      startDate: new Date(2027, 0, 10).getTime(),
      endDate: new Date(2027, 0, 12).getTime(),
      defaultInputValue: 'Kayaking',
    })
  })

  it('ignores a bad prefill value with a hire-error naming it, and keeps the rest', async () => {
    const errors: CustomEvent[] = []
    document.addEventListener('hire-error', (event) => errors.push(event))
    const element = await mount(
      '<hire-search layout="wide" activity="Surfing" start-date="10/01/2027" theme="neon"></hire-search>',
    )
    await waitFor(() =>
      expect(errors.map((event) => event.detail.attribute).sort()).toEqual(['start-date', 'theme']),
    )
    expect(errors[0]?.bubbles && errors[0]?.composed).toBe(true)
    expect(errors.find((event) => event.detail.attribute === 'start-date')?.detail.message).toBe(
      'The start-date attribute of <hire-search> must be a date written YYYY-MM-DD; "10/01/2027" is ignored.',
    )
    const root = element.shadowRoot as unknown as HTMLElement
    expect(
      (within(root).getByRole('combobox', { name: 'Activities' }) as HTMLInputElement).value,
    ).toBe('Surfing')
  })

  it('loads the categories when Activities is first used, not when the bar mounts', async () => {
    const categoryCalls = () =>
      vi.mocked(api.get).mock.calls.filter(([path]) => path === catalogueCalls.categories.path)
    $categories.set({ status: 'idle', list: [] })
    try {
      const element = await mount('<hire-search layout="wide"></hire-search>')
      const root = element.shadowRoot as unknown as HTMLElement
      const input = within(root).getByRole('combobox', { name: 'Activities' })
      expect(categoryCalls()).toHaveLength(0)
      input.dispatchEvent(new FocusEvent('focus'))
      await waitFor(() => expect(categoryCalls()).toHaveLength(1))
      input.dispatchEvent(new FocusEvent('focus'))
      expect(categoryCalls()).toHaveLength(1)
    } finally {
      $categories.set({ status: 'ready', list: categories })
    }
  })

  it('is defined and typed', () => {
    const element = document.createElement('hire-search')
    expect(element).toBeInstanceOf(customElements.get('hire-search') as CustomElementConstructor)
    element.resultsUrl = 'https://partner.example.com'
    expect(element.getAttribute('results-url')).toBeNull()
  })

  it('renders in an open shadow root with its styles and announces hire-ready', async () => {
    const ready: Event[] = []
    document.addEventListener('hire-ready', (event) => ready.push(event), { once: true })
    const element = await mount('<hire-search layout="wide"></hire-search>')
    const root = element.shadowRoot as ShadowRoot
    const styles = [...root.querySelectorAll('style')].map((style) => style.textContent)
    expect(styles).toHaveLength(2)
    expect(styles[0]).toContain(
      ':host{--hire-rem:16px;display:block;min-height:calc(4.75 * var(--hire-rem, 1rem))',
    )
    // The widget's own stylesheet renders inside its root (empty unless the test run processes CSS).
    expect(styles[1]).toBe(uiCss + searchCss)
    expect(root.querySelector('.hire-search > style')).toBeTruthy()
    await waitFor(() => expect(ready).toHaveLength(1))
    expect(
      within(root as unknown as HTMLElement).getByRole('combobox', { name: 'Activities' }),
    ).toBeTruthy()
    expect(root.querySelector('[part~="explore"]')).toBeTruthy()
  })

  it('sends Explore to results-url through a hire-search event from the element', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const element = await mount('<hire-search layout="wide" results-url="/results"></hire-search>')
    const events: CustomEvent[] = []
    document.addEventListener('hire-search', (event) => events.push(event), { once: true })
    const explore = within(element.shadowRoot as unknown as HTMLElement).getByRole('button', {
      name: 'Explore',
    })
    explore.click()
    expect(events).toHaveLength(1)
    expect(events[0]?.target).toBe(element)
    expect(events[0]?.detail.url).toMatch(
      /^\/results\/search-result\?limit=10&pageNo=1&startDate=\d+&endDate=\d+$/,
    )
    expect(assign).toHaveBeenCalledWith(events[0]?.detail.url)
  })

  it('falls back to the configured site when results-url is removed', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const before = $config.get()
    $config.set({ ...before, siteUrl: 'https://hire.example.com.au' })
    const element = await mount('<hire-search layout="wide" results-url="/results"></hire-search>')
    element.removeAttribute('results-url')
    const events: CustomEvent[] = []
    document.addEventListener('hire-search', (event) => events.push(event), { once: true })
    await waitFor(() => {
      within(element.shadowRoot as unknown as HTMLElement)
        .getByRole('button', { name: 'Explore' })
        .click()
      expect(events.at(-1)?.detail.url).toMatch(
        /^https:\/\/hire\.example\.com\.au\/search-result\?/,
      )
    })
    $config.set(before)
  })
})
